import type { CaipNetwork } from '../types.js'

/**
 * A network Sigil bundles, frozen. Its data is ours and fixed, so it is checked once by the unit
 * test that runs every bundled network through `defineNetwork`, not on every page load: a page
 * that imports one network carries no validation code.
 */
export function bundledNetwork<const N extends CaipNetwork>(network: N): N {
  return Object.freeze(network)
}
