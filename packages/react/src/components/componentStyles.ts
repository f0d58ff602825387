import { BOTTOM_SHEET_MAX_WIDTH_PX } from '../theme/breakpoints.js'

/** Styles of the shared pieces; they read only the theme's custom properties. */
export const COMPONENT_CSS = `
.sigil-button{font:inherit;text-decoration:none;font-weight:600;border:1px solid transparent;border-radius:999px;cursor:pointer;display:inline-flex;align-items:center;justify-content:center;gap:8px;transition:background-color .12s,opacity .12s}
.sigil-button--md{height:44px;padding:0 20px;font-size:15px;white-space:nowrap}
.sigil-button--sm{height:32px;padding:0 14px;font-size:13px}
.sigil-button--primary{background:var(--sigil-accent);color:var(--sigil-accent-foreground)}
.sigil-button--secondary{background:var(--sigil-bg-2);color:var(--sigil-fg-1);border-color:var(--sigil-border)}
.sigil-button--ghost{background:transparent;color:var(--sigil-fg-2)}
.sigil-button--secondary:hover:not(:disabled){background:var(--sigil-bg-3)}
.sigil-button--ghost:hover:not(:disabled){background:var(--sigil-bg-2);color:var(--sigil-fg-1)}
.sigil-button--primary:hover:not(:disabled){background:color-mix(in srgb,var(--sigil-accent) 88%,var(--sigil-fg-1))}
.sigil-button:disabled{background:var(--sigil-bg-3);border-color:transparent;color:var(--sigil-fg-3);cursor:not-allowed}
.sigil-icon-button{font:inherit;width:32px;height:32px;border-radius:999px;border:0;background:transparent;color:var(--sigil-fg-2);display:inline-grid;place-items:center;cursor:pointer}
.sigil-icon-button:hover:not(:disabled){background:var(--sigil-bg-2);color:var(--sigil-fg-1)}
.sigil-icon-button:disabled{opacity:.35;cursor:default}
.sigil-spinner{flex:none;display:inline-block;border-radius:50%;border:2px solid var(--sigil-bg-3);border-top-color:var(--sigil-accent);animation:sigil-spin .8s linear infinite}
@keyframes sigil-spin{to{transform:rotate(360deg)}}
.sigil-skeleton{display:block;border-radius:8px;background:linear-gradient(90deg,var(--sigil-bg-2),var(--sigil-bg-3),var(--sigil-bg-2));background-size:200% 100%;animation:sigil-shimmer 1.2s ease-in-out infinite}
@keyframes sigil-shimmer{from{background-position:100% 0}to{background-position:-100% 0}}
.sigil-skeleton--still{animation:none;background:var(--sigil-bg-2)}
.sigil-image{position:relative;flex:none;display:inline-grid;place-items:center;overflow:hidden;border-radius:12px;background:var(--sigil-bg-3);color:var(--sigil-fg-2);font-weight:600}
.sigil-image--round{border-radius:999px}
.sigil-image img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.sigil-image[data-status="loading"] img{opacity:0}
.sigil-image__placeholder::before{content:attr(data-initial);font-size:.9em}
.sigil-avatar{position:relative;display:inline-block;flex:none;border-radius:999px;overflow:hidden;box-shadow:inset 0 0 0 1px var(--sigil-border)}
.sigil-avatar img{width:100%;height:100%;object-fit:cover}
.sigil-list-item.sigil-list-item--static{cursor:default}
.sigil-badge[data-label]::before,.sigil-list-item__sub[data-label]::before{content:attr(data-label)}
.sigil-list-item{font:inherit;display:flex;align-items:center;gap:12px;width:100%;min-height:56px;padding-block:8px;padding-inline:8px 14px;border:0;border-radius:var(--sigil-radius-item);background:var(--sigil-bg-2);color:var(--sigil-fg-1);cursor:pointer;text-align:start;transition:background-color .12s}
.sigil-list-item:hover:not(:disabled,.sigil-list-item--static){background:var(--sigil-bg-3)}
.sigil-list-item:disabled{opacity:.5;cursor:default}
.sigil-list-item__label{flex:1;min-width:0;font-size:15px;font-weight:600;line-height:1.3;overflow-wrap:anywhere}
.sigil-list-item__text{flex:1;min-width:0;display:flex;flex-direction:column;gap:2px}
.sigil-list-item__text>.sigil-list-item__label{flex:none}
.sigil-list-item__sub{font-size:13px;line-height:1.3;color:var(--sigil-fg-2);overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-variant-numeric:tabular-nums}
.sigil-list-item__value{flex:none;max-width:50%;font-size:14px;font-weight:600;text-align:end;overflow-wrap:break-word;font-variant-numeric:tabular-nums}
.sigil-list-item__sub.sigil-amount{white-space:normal;overflow:visible;overflow-wrap:break-word}
.sigil-list-item__value[data-direction="in"]{color:var(--sigil-success)}
.sigil-list-item__trailing{color:var(--sigil-fg-3);display:inline-flex;align-items:center;gap:6px;font-size:13px}
.sigil-list-item__trailing:empty{display:none}
.sigil-badge{flex:none;font-size:12px;line-height:16px;font-weight:600;padding:2px 8px;border-radius:999px;background:color-mix(in srgb,var(--sigil-accent) 12%,transparent);color:var(--sigil-accent);font-variant-numeric:tabular-nums}
.sigil-tabs{display:flex;gap:4px;padding:4px;border-radius:999px;background:var(--sigil-bg-2)}
.sigil-tab{font:inherit;flex:1;height:34px;border:0;border-radius:999px;background:transparent;color:var(--sigil-fg-2);font-size:14px;font-weight:600;cursor:pointer;transition:background-color .12s,color .12s}
.sigil-tab:hover:not([aria-selected="true"]){color:var(--sigil-fg-1)}
.sigil-tab[aria-selected="true"]{background:var(--sigil-bg-1);color:var(--sigil-fg-1);box-shadow:0 1px 2px rgba(0,0,0,.12),0 0 0 1px var(--sigil-border)}
.sigil-header{display:grid;grid-template-columns:40px 1fr 40px;align-items:center;padding:14px 12px 8px}
.sigil-header__side{display:flex;justify-content:center}
.sigil-header__title{margin:0;text-align:center;font-size:16px;line-height:1.3;font-weight:650;color:var(--sigil-fg-1);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.sigil-toaster{position:fixed;z-index:calc(var(--sigil-z-index) + 1);display:flex;flex-direction:column;gap:var(--sigil-toast-gap);width:var(--sigil-toast-width);max-width:calc(100vw - 32px);pointer-events:none;outline:none}
.sigil-toaster[data-position="bottom-right"]{inset-inline-end:16px;bottom:16px}
.sigil-toaster[data-position="bottom-left"]{inset-inline-start:16px;bottom:16px}
.sigil-toaster[data-position="top-right"]{inset-inline-end:16px;top:16px}
.sigil-toaster[data-position="top-left"]{inset-inline-start:16px;top:16px}
@media (max-width:${BOTTOM_SHEET_MAX_WIDTH_PX - 1}px){.sigil-toaster[data-position^="bottom"]{top:16px;bottom:auto;inset-inline-start:16px;inset-inline-end:16px;width:auto}}
.sigil-toaster:focus-visible{outline:2px solid var(--sigil-accent);outline-offset:4px;border-radius:16px}
.sigil-toast{pointer-events:auto;touch-action:pan-y;display:flex;align-items:center;gap:10px;padding-block:12px;padding-inline:14px 8px;border-radius:16px;background:var(--sigil-bg-1);color:var(--sigil-fg-1);border:1px solid var(--sigil-border);box-shadow:var(--sigil-shadow);font-size:14px;transition:transform .2s ease,opacity .2s ease;animation:sigil-toast-in .2s ease}
.sigil-toast[data-dragging]{transition:none}
.sigil-toast[data-leaving]{opacity:0;transform:translateX(calc(24px * var(--sigil-inline,1)))}
@keyframes sigil-toast-in{from{opacity:0;transform:translateY(8px)}}
.sigil-toast__message{flex:1}
.sigil-toast__dot,.sigil-notification__dot{width:8px;height:8px;border-radius:999px;background:var(--sigil-accent);flex:none}
[data-variant="success"]>.sigil-toast__dot,[data-variant="success"]>.sigil-notification__dot{background:var(--sigil-success)}
[data-variant="error"]>.sigil-toast__dot,[data-variant="error"]>.sigil-notification__dot{background:var(--sigil-error)}
.sigil-notification{display:flex;align-items:center;gap:10px;margin:0 16px 8px;padding-block:8px;padding-inline:14px 8px;border-radius:14px;background:var(--sigil-bg-2);font-size:13px;color:var(--sigil-fg-1)}
.sigil-notification[data-variant="error"]{background:color-mix(in srgb,var(--sigil-error) 12%,var(--sigil-bg-1))}
.sigil-notification[data-variant="success"]{background:color-mix(in srgb,var(--sigil-success) 12%,var(--sigil-bg-1))}
.sigil-notification__message{flex:1}
:is(button,input,[tabindex]:not([tabindex="-1"])):focus-visible{outline:2px solid var(--sigil-accent);outline-offset:2px}
:host([dir="rtl"]){--sigil-inline:-1}
:host([dir="rtl"]) .sigil-mirror{transform:scaleX(-1)}
:host([dir="rtl"]) .sigil-pill__chevron .sigil-mirror{transform:none}
`
