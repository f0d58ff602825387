/** Styles of the Receive view; they travel in its chunk. */
export const RECEIVE_CSS = `
.sigil-receive{display:flex;flex-direction:column;align-items:center;gap:14px;padding:4px 0 0}
.sigil-receive__tile{display:grid;place-items:center;width:232px;height:232px;border-radius:24px;background:#fff;box-shadow:0 0 0 1px var(--sigil-border)}
.sigil-qr{display:block;border-radius:8px}
.sigil-receive__network{display:inline-flex;align-items:center;gap:8px;height:32px;padding-block:0;padding-inline:4px 12px;border-radius:999px;background:var(--sigil-bg-2);font-size:14px;font-weight:600;color:var(--sigil-fg-1)}
.sigil-receive__card{display:flex;flex-direction:column;gap:10px;width:100%;padding:14px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2)}
.sigil-receive__label{margin:0;font-size:13px;font-weight:600;color:var(--sigil-fg-2)}
.sigil-receive__address{margin:0;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:14px;line-height:1.5;color:var(--sigil-fg-1);overflow-wrap:anywhere;user-select:all}
.sigil-receive__card .sigil-button{width:100%}
.sigil-receive__status{margin:0;font-size:13px;line-height:1.45;text-align:center;color:var(--sigil-error)}
.sigil-receive__note{margin:0;font-size:13px;line-height:1.5;color:var(--sigil-fg-2);text-align:center;text-wrap:pretty}
`
