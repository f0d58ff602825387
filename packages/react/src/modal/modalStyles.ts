import { BOTTOM_SHEET_MAX_WIDTH_PX } from '../theme/breakpoints.js'

/**
 * Animations: `--sigil-duration-modal` drives the card and overlay opening and closing;
 * `--sigil-duration-view-out` the leaving view; `--sigil-duration-view-in` the arriving view.
 */
export const MODAL_CSS = `
:host{all:initial;font-family:var(--sigil-font-family);color:var(--sigil-fg-1);-webkit-font-smoothing:antialiased}
*{box-sizing:border-box}
.sigil-overlay{position:fixed;inset:0;z-index:var(--sigil-z-index);display:grid;place-items:center;background:var(--sigil-overlay);animation:sigil-fade var(--sigil-duration-modal) ease-out both}
@media (min-width:${BOTTOM_SHEET_MAX_WIDTH_PX}px){.sigil-overlay{place-items:start center;padding-top:max(24px,calc((100vh - 720px) / 2))}}
.sigil-overlay[data-state="closing"]{animation:sigil-fade-out var(--sigil-duration-modal) ease-in both}
.sigil-overlay[data-state="parked"]{visibility:hidden;pointer-events:none}
.sigil-overlay[data-state="parked"],.sigil-overlay[data-state="parked"] *{animation:none}
.sigil-modal{position:relative;width:var(--sigil-modal-width);max-width:100%;max-height:min(720px,calc(100vh - 48px));display:flex;flex-direction:column;overflow:hidden;background:var(--sigil-bg-1);border:1px solid var(--sigil-border);border-radius:var(--sigil-radius);box-shadow:var(--sigil-shadow);outline:none;animation:sigil-rise var(--sigil-duration-modal) ease-out both}
.sigil-overlay[data-state="closing"] .sigil-modal{animation:sigil-sink var(--sigil-duration-modal) ease-in both}
.sigil-modal[data-frame-asks]:not(:has(.sigil-alert,.sigil-notification)){visibility:hidden}
.sigil-modal[data-shake]{animation:sigil-shake var(--sigil-duration-shake) ease-in-out}
.sigil-modal[data-embedded]{animation:none;box-shadow:none}
.sigil-body{overflow-y:auto;padding:8px 16px 18px;overscroll-behavior:contain;scrollbar-width:thin}
.sigil-modal::after{content:"";position:absolute;inset-inline-start:0;inset-inline-end:0;bottom:0;height:48px;pointer-events:none;opacity:0;transition:opacity .15s;z-index:1;background:linear-gradient(to bottom,transparent,var(--sigil-bg-1) 90%)}
.sigil-modal[data-more-below]::after{opacity:1}
.sigil-modal[data-more-below] .sigil-body{scrollbar-width:auto}
.sigil-view[data-phase="in"]{animation:sigil-view-in var(--sigil-duration-view-in) ease-out both}
.sigil-view[data-phase="out"]{animation:sigil-view-out var(--sigil-duration-view-out) ease-in both;pointer-events:none}
.sigil-views{display:grid}
.sigil-views>.sigil-view{grid-area:1/1;min-width:0}
.sigil-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
@media (max-width:${BOTTOM_SHEET_MAX_WIDTH_PX - 1}px){
.sigil-overlay{place-items:end stretch}
.sigil-modal:not([data-embedded]){width:100%;border-radius:var(--sigil-radius) var(--sigil-radius) 0 0;border-bottom:0;max-height:calc(100vh - 48px);animation-name:sigil-sheet-up}
.sigil-overlay[data-state="closing"] .sigil-modal{animation-name:sigil-sheet-down}
.sigil-modal:not([data-embedded]) .sigil-body{padding-bottom:max(20px,env(safe-area-inset-bottom))}
}
@media (prefers-reduced-motion:reduce){*,*::before,*::after{transition-duration:0ms!important}}
@keyframes sigil-fade{from{opacity:0}}
@keyframes sigil-fade-out{to{opacity:0}}
@keyframes sigil-rise{from{opacity:0;transform:translateY(8px) scale(.98)}}
@keyframes sigil-sink{to{opacity:0;transform:translateY(8px) scale(.98)}}
@keyframes sigil-sheet-up{from{transform:translateY(100%)}}
@keyframes sigil-sheet-down{to{transform:translateY(100%)}}
@keyframes sigil-view-in{from{opacity:0;transform:translateX(calc(6px * var(--sigil-inline,1)))}}
@keyframes sigil-view-out{to{opacity:0;transform:translateX(calc(-6px * var(--sigil-inline,1)))}}
@keyframes sigil-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
`
