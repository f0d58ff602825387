/** Layout classes the views share. */
export const VIEW_CSS = `
.sigil-stack{display:flex;flex-direction:column;gap:8px}
.sigil-plain-list{list-style:none;margin:0;padding:0}
.sigil-section{display:flex;flex-direction:column;gap:8px;margin-bottom:16px}
.sigil-section:last-child{margin-bottom:0}
.sigil-section-title{margin:4px 4px 0;font-size:13px;font-weight:600;color:var(--sigil-fg-3)}
.sigil-text{margin:0;font-size:14px;line-height:1.45;color:var(--sigil-fg-1)}
.sigil-text-muted{margin:0;font-size:14px;line-height:1.5;color:var(--sigil-fg-2);text-align:center;text-wrap:pretty}
.sigil-text-error{margin:0;font-size:14px;line-height:1.45;color:var(--sigil-error);text-align:center}
.sigil-hint{margin:0 4px;font-size:13px;line-height:1.45;color:var(--sigil-fg-2)}
.sigil-center{display:flex;flex-direction:column;align-items:center;gap:12px;padding:12px 0 8px;text-align:center}
.sigil-center strong{display:block;margin-top:2px;color:var(--sigil-fg-1);font-weight:600;word-break:break-all;text-wrap:balance}
.sigil-center h3{margin:4px 0 0;font-size:18px;line-height:1.3;font-weight:650;letter-spacing:-.01em;text-wrap:balance}
.sigil-center>.sigil-text-muted{max-width:312px}
.sigil-center>.sigil-text-muted:has(strong){max-width:none;width:100%}
.sigil-center>.sigil-button{margin-top:6px;min-width:148px}
.sigil-center>.sigil-button--ghost{margin-top:0}
.sigil-center>.sigil-button--block{align-self:stretch}
.sigil-email{position:relative;display:inline-block;max-width:100%;border-radius:4px;overflow-wrap:anywhere}
.sigil-email::before{content:"";position:absolute;inset-inline-start:0;top:50%;width:100%;min-width:44px;height:max(100%,44px);transform:translateY(-50%)}
.sigil-email:focus-visible{outline:2px solid var(--sigil-accent);outline-offset:2px}
.sigil-email:is(:hover,:focus) .sigil-email__full{position:static;width:auto;height:auto;margin:0;overflow:visible;clip:auto;white-space:normal}
.sigil-email:is(:hover,:focus) .sigil-email__short{display:none}
.sigil-row{display:flex;gap:8px;align-items:center}
.sigil-row>*{flex:1;min-width:0}
.sigil-row>.sigil-button{padding:0 12px}
.sigil-row>.sigil-button[aria-busy="true"]{flex:2 1 auto}
.sigil-input{font:inherit;width:100%;height:48px;padding:0 16px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:15px;transition:border-color .12s,background-color .12s}
.sigil-input::placeholder{color:var(--sigil-fg-3)}
.sigil-input:hover{border-color:color-mix(in srgb,var(--sigil-fg-1) 16%,transparent)}
.sigil-input:focus{outline:2px solid var(--sigil-accent);outline-offset:-1px;border-color:transparent;background:var(--sigil-bg-1)}
.sigil-input[type="search"]::-webkit-search-cancel-button{cursor:pointer}
.sigil-socials{display:grid;grid-template-columns:repeat(auto-fit,minmax(88px,1fr));gap:8px}
.sigil-social{font:inherit;min-width:0;height:44px;padding:0 10px;border-radius:14px;border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:14px;font-weight:600;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis;transition:background-color .12s}
.sigil-social--wide{height:48px;width:100%;font-size:15px}
.sigil-social:hover:not(:disabled,[aria-disabled=true]){background:var(--sigil-bg-3)}
.sigil-social:is(:disabled,[aria-disabled=true]){color:var(--sigil-fg-3);cursor:not-allowed}
.sigil-toggle{font:inherit;flex:none!important;height:48px;padding:0 16px;border-radius:var(--sigil-radius-item);border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:14px;font-weight:600;cursor:pointer;transition:background-color .12s,color .12s}
.sigil-toggle:hover{background:var(--sigil-bg-3)}
.sigil-toggle[aria-pressed="true"]{background:color-mix(in srgb,var(--sigil-accent) 12%,var(--sigil-bg-1));border-color:color-mix(in srgb,var(--sigil-accent) 45%,transparent);color:var(--sigil-fg-1)}
.sigil-divider{display:flex;align-items:center;gap:12px;color:var(--sigil-fg-3);font-size:12px;font-weight:500;margin:2px 4px 16px}
.sigil-divider::before,.sigil-divider::after{content:"";flex:1;height:1px;background:var(--sigil-border)}
.sigil-wallet-grid{position:relative;overflow-y:auto;height:376px;margin:0 -6px;scrollbar-width:thin}
.sigil-activity-window{position:relative;overflow-y:auto;max-height:376px;margin:0 -6px;padding:0 6px;scrollbar-width:thin}
.sigil-activity-item{position:absolute;inset-inline:0;display:flex;flex-direction:column;gap:8px;padding-bottom:8px}
.sigil-wallet-cell{position:absolute;padding:2px}
.sigil-wallet-tile{font:inherit;width:100%;height:100%;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:8px;padding:6px 4px;border:0;border-radius:16px;background:transparent;color:var(--sigil-fg-1);cursor:pointer;font-size:12px;font-weight:500}
button.sigil-wallet-tile:hover{background:var(--sigil-bg-2)}
.sigil-wallet-tile>span:last-child{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-account{display:flex;flex-direction:column;align-items:center;gap:4px;padding:4px 0 16px}
.sigil-account .sigil-avatar{margin-bottom:8px}
.sigil-account__name{font-size:20px;line-height:1.25;font-weight:700;letter-spacing:-.01em;margin:0}
.sigil-account__copy{vertical-align:middle;margin-inline-start:4px;color:var(--sigil-fg-2)}
.sigil-account__balance{font-size:15px;color:var(--sigil-fg-2);margin:0;font-variant-numeric:tabular-nums}
.sigil-account>.sigil-pill{margin-top:10px}
.sigil-row.sigil-account__actions{display:grid;grid-template-columns:1fr 1fr}
.sigil-account__actions>:last-child:nth-child(odd){grid-column:1/-1}
.sigil-pill{font:inherit;display:inline-flex;align-items:center;gap:8px;height:36px;padding-block:0;padding-inline:6px 14px;border-radius:999px;border:1px solid var(--sigil-border);background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:14px;font-weight:600;cursor:pointer;transition:background-color .12s}
.sigil-pill:hover{background:var(--sigil-bg-3)}
.sigil-pill__chevron{display:inline-grid;margin-block:0;margin-inline:-2px -4px;color:var(--sigil-fg-2);transform:rotate(90deg)}
.sigil-features{display:grid;grid-template-columns:repeat(auto-fit,minmax(64px,1fr));gap:8px;margin:0 0 16px}
.sigil-feature{font:inherit;height:64px;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:6px;border-radius:var(--sigil-radius-item);border:0;background:var(--sigil-bg-2);color:var(--sigil-fg-1);font-size:13px;font-weight:600;cursor:pointer;transition:background-color .12s}
.sigil-feature svg{color:var(--sigil-accent)}
.sigil-feature:hover{background:var(--sigil-bg-3)}
.sigil-tab-panel{min-height:128px;padding:12px 0 0}
.sigil-empty{margin:0;padding:36px 8px;text-align:center;color:var(--sigil-fg-2);font-size:14px}
.sigil-empty--action{display:flex;flex-direction:column;align-items:center;gap:12px;padding:24px 8px}
.sigil-nft-grid{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px 8px}
.sigil-nft{display:flex;flex-direction:column;gap:6px;min-width:0}
.sigil-nft .sigil-image{border-radius:14px;font-size:22px}
.sigil-nft__name{font-size:12px;font-weight:600;line-height:1.3;color:var(--sigil-fg-1);overflow-wrap:anywhere;padding:0 2px}
.sigil-code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;line-height:1.5;white-space:pre-wrap;word-break:break-all;margin:0;padding:12px 14px;border-radius:14px;background:var(--sigil-bg-2);color:var(--sigil-fg-2);max-height:180px;overflow:auto;text-align:start;width:100%}
.sigil-status-image{position:relative;display:grid;place-items:center;margin:4px 0}
.sigil-status-image .sigil-spinner{position:absolute;inset:-8px;width:auto!important;height:auto!important}
.sigil-status-image[data-failed] .sigil-image{box-shadow:0 0 0 3px var(--sigil-bg-1),0 0 0 5px var(--sigil-error)}
.sigil-status-badge{position:absolute;inset-inline-end:-4px;bottom:-4px;width:26px;height:26px;border-radius:999px;display:grid;place-items:center;border:3px solid var(--sigil-bg-1);color:#fff;background:var(--sigil-success)}
.sigil-status-badge[data-state="failed"]{background:var(--sigil-error)}
`
