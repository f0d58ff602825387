import { BOTTOM_SHEET_MAX_WIDTH_PX } from '../theme/breakpoints.js'

/** Controls drawn smaller than a finger: their hit area grows to 44x44 px, their shape stays. */
const GROWN = [
  '.sigil-button--sm',
  '.sigil-tab',
  '.sigil-pill',
  '.sigil-swap-max',
  '.sigil-swap-token',
  '.sigil-onramp-segment',
].join(',')

/**
 * At phone size and under a coarse pointer every control of the modal takes at least 44x44 CSS px:
 * the header's icon buttons grow for real; the others keep their shape and gain an
 * invisible, centred hit area. Inputs and selects cannot carry one, so they grow.
 */
export const TOUCH_TARGET_CSS = `
@media (max-width:${BOTTOM_SHEET_MAX_WIDTH_PX - 1}px),(pointer:coarse){
.sigil-header{grid-template-columns:44px 1fr 44px;padding:8px 8px 4px}
.sigil-icon-button{width:44px;height:44px}
:is(${GROWN}){position:relative}
:is(${GROWN})::after{content:"";position:absolute;left:50%;top:50%;width:max(100%,44px);height:max(100%,44px);transform:translate(-50%,-50%)}
.sigil-swap-sides .sigil-swap-flip{width:44px;height:44px}
.sigil-swap-side__amount,.sigil-onramp-currency{min-height:44px}
}
`
