/** Layout classes the views share. */
export const VIEW_CSS = `
.sigil-stack{display:flex;flex-direction:column;gap:8px}
.sigil-plain-list{list-style:none;margin:0;padding:0}
.sigil-section{display:flex;flex-direction:column;gap:8px;margin-bottom:14px}
.sigil-section:last-child{margin-bottom:0}
.sigil-section-title{margin:4px 4px 0;font-size:12px;font-weight:600;letter-spacing:.02em;text-transform:uppercase;color:var(--sigil-fg-3)}
.sigil-text{margin:0;font-size:14px;line-height:1.45;color:var(--sigil-fg-1)}
.sigil-text-muted{margin:0;font-size:14px;line-height:1.45;color:var(--sigil-fg-2);text-align:center}
.sigil-text-error{margin:0;font-size:14px;color:var(--sigil-error);text-align:center}
.sigil-center{display:flex;flex-direction:column;align-items:center;gap:14px;padding:16px 4px 8px;text-align:center}
.sigil-center h3{margin:0;font-size:17px;font-weight:600}
.sigil-row{display:flex;gap:8px;align-items:center}
.sigil-row>*{flex:1}
.sigil-input{font:inherit;width:100%;height:48px;padding:0 14px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:15px}
.sigil-input::placeholder{color:var(--sigil-fg-3)}
.sigil-input:focus{outline:2px solid var(--sigil-accent);outline-offset:0;border-color:transparent}
.sigil-socials{display:grid;grid-template-columns:repeat(auto-fit,minmax(56px,1fr));gap:8px}
.sigil-social{font:inherit;height:44px;border-radius:14px;border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:13px;font-weight:600;cursor:pointer;text-transform:capitalize}
.sigil-social:hover:not(:disabled){background:var(--sigil-bg-3)}
.sigil-social:disabled{opacity:.5;cursor:default}
.sigil-divider{display:flex;align-items:center;gap:10px;color:var(--sigil-fg-3);font-size:12px;margin:4px 0 14px}
.sigil-divider::before,.sigil-divider::after{content:"";flex:1;height:1px;background:var(--sigil-border)}
.sigil-wallet-grid{position:relative;overflow-y:auto;height:360px;margin:0 -4px}
.sigil-wallet-cell{position:absolute;padding:2px}
.sigil-wallet-tile{font:inherit;width:100%;height:100%;display:flex;flex-direction:column;align-items:center;gap:6px;padding:8px 2px;border:0;border-radius:16px;background:transparent;color:var(--sigil-fg-1);cursor:pointer;font-size:11px}
.sigil-wallet-tile:hover{background:var(--sigil-bg-2)}
.sigil-wallet-tile span:last-child{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-account{display:flex;flex-direction:column;align-items:center;gap:6px;padding:4px 0 14px}
.sigil-account__name{font-size:20px;font-weight:700;margin:6px 0 0}
.sigil-account__balance{font-size:15px;color:var(--sigil-fg-2);margin:0}
.sigil-pill{font:inherit;display:inline-flex;align-items:center;gap:8px;height:36px;padding:0 14px 0 6px;border-radius:999px;border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:14px;font-weight:600;cursor:pointer}
.sigil-features{display:grid;grid-template-columns:repeat(auto-fit,minmax(60px,1fr));gap:8px;margin:4px 0 14px}
.sigil-feature{font:inherit;height:56px;border-radius:16px;border:0;background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:13px;font-weight:600;cursor:pointer}
.sigil-feature:hover{background:var(--sigil-bg-3)}
.sigil-tab-panel{min-height:96px;padding:12px 0}
.sigil-empty{padding:20px 8px;text-align:center;color:var(--sigil-fg-2);font-size:14px}
.sigil-code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:12px;white-space:pre-wrap;word-break:break-all;margin:0;padding:12px;border-radius:14px;background:var(--sigil-bg-2);color:var(--sigil-fg-2);max-height:180px;overflow:auto;text-align:left;width:100%}
.sigil-status-image{position:relative;display:grid;place-items:center}
.sigil-status-image .sigil-spinner{position:absolute;inset:-8px;width:auto!important;height:auto!important}
`
