// The buttons live in the page (not in the modal's shadow root), so every rule starts at their
// own attribute and reaches nothing else of the page. Every rule weighs one attribute (0,1,0;
// the rest is inside :where()): enough to beat an app's element resets (`button { ... }`), and
// a tie with one class, so an app's className in a later stylesheet wins.
// Colours are the modal's tokens; an app restyles through --sigil-button-* (or --sigil-accent,
// --sigil-radius-button, --sigil-font-family) on the button or any ancestor.
// What a closed, disconnected or connecting button paints with; the connected look (and the
// network button's) is in connectedButtonCss.ts, which arrives after the first paint.
const light = '--_a:var(--sigil-accent,#4451cc);--_af:var(--sigil-accent-foreground,#fff);'
const dark = '--_a:var(--sigil-accent,#8f97ff);--_af:var(--sigil-accent-foreground,#0f1014);'
const s = '[data-sigil-button]'

export const BUTTON_CSS = [
  `${s}{${light}box-sizing:border-box;display:inline-flex;align-items:center;gap:8px;height:var(--sigil-button-height,40px);padding:0 16px;border:1px solid transparent;border-radius:var(--sigil-radius-button,12px);background:var(--sigil-button-bg,var(--_a));color:var(--sigil-button-fg,var(--_af));font:600 15px/1 var(--sigil-font-family,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif);white-space:nowrap;cursor:pointer;transition:filter .15s,transform .1s;-webkit-tap-highlight-color:transparent}`,
  `@media (prefers-color-scheme:dark){${s}:where(:not([data-theme])){${dark}}}`,
  `${s}:where([data-theme="dark"]){${dark}}`,
  `${s}:hover{filter:brightness(1.06)}`,
  `${s}:active{transform:scale(.98)}`,
  `${s}:focus-visible{outline:2px solid var(--_a);outline-offset:2px}`,
  `${s}:where([data-state="connecting"]){cursor:progress;padding-inline-start:12px}`,
  `${s} :where([data-sigil-part]){display:inline-block;flex:none}`,
  `${s} :where([data-sigil-part="spinner"]){width:14px;height:14px;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:sigil-button-spin .8s linear infinite}`,
  '@keyframes sigil-button-spin{to{transform:rotate(360deg)}}',
  `@media (prefers-reduced-motion:reduce){${s}{transition:none}${s} :where([data-sigil-part="spinner"]){animation-duration:2.4s}}`,
].join('')
