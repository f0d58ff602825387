// The connected look of the buttons (avatar, name and balance on the surface colours) and the
// network button's: a chunk of its own, fetched when a button mounts, so a page's first load
// carries only what a closed, disconnected button paints with (buttonCss.ts). The rules follow
// buttonCss.ts's scoping: each starts at the button's own attribute and weighs one attribute.
const light =
  '--_b:var(--sigil-bg-2,#f4f5f7);--_f:var(--sigil-fg-1,#14161a);--_m:var(--sigil-fg-2,#4e5461);--_d:var(--sigil-border,rgba(20,22,26,.08));'
const dark =
  '--_b:var(--sigil-bg-2,#202127);--_f:var(--sigil-fg-1,#f2f3f5);--_m:var(--sigil-fg-2,#b1b5be);--_d:var(--sigil-border,rgba(255,255,255,.08));'
const s = '[data-sigil-button]'

export const CONNECTED_BUTTON_CSS = [
  `${s}{${light}}`,
  `@media (prefers-color-scheme:dark){${s}:where(:not([data-theme])){${dark}}}`,
  `${s}:where([data-theme="dark"]){${dark}}`,
  `${s}:where([data-state="connected"],[data-sigil-network-button]){background:var(--sigil-button-bg-connected,var(--_b));color:var(--sigil-button-fg-connected,var(--_f));border-color:var(--_d);padding-block:0;padding-inline:6px 12px}`,
  `${s} :where([data-sigil-part="avatar"]){width:28px;height:28px;border-radius:50%;overflow:hidden}`,
  `${s} :where([data-sigil-part="avatar"] img){width:100%;height:100%;object-fit:cover}`,
  `${s} :where([data-sigil-part="balance"]){color:var(--_m);font-weight:500}`,
  `${s} :where([data-sigil-part="dot"]){width:10px;height:10px;margin-inline-start:6px;border-radius:50%;background:var(--_a)}`,
].join('')
