/** Styles of the transaction preview; they travel in its chunk. */
export const PREVIEW_CSS = `
.sigil-preview{display:flex;flex-direction:column;gap:8px;padding:12px 14px;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2);min-height:76px}
.sigil-preview__title{margin:0;font-size:13px;font-weight:600;color:var(--sigil-fg-2)}
.sigil-preview__rows{display:flex;flex-direction:column}
.sigil-preview__rows>div{display:flex;align-items:baseline;justify-content:space-between;gap:16px;min-height:28px;padding:4px 0}
.sigil-preview__label{flex:none;font-size:14px;color:var(--sigil-fg-2)}
.sigil-preview__value{min-width:0;margin:0;font-size:14px;font-weight:600;color:var(--sigil-fg-1);text-align:end;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
.sigil-preview__value[data-tone="in"]{color:var(--sigil-success)}
.sigil-preview__note{margin:0;font-size:13px;line-height:1.45;color:var(--sigil-fg-2)}
.sigil-preview[data-status="fails"]{background:color-mix(in srgb,var(--sigil-error) 10%,var(--sigil-bg-2))}
.sigil-preview__failure{margin:0;font-size:14px;font-weight:600;line-height:1.45;color:var(--sigil-error)}
.sigil-preview .sigil-button{align-self:flex-start}
.sigil-preview__checking{display:flex;align-items:center;gap:8px;margin:0;font-size:14px;color:var(--sigil-fg-2)}
`
