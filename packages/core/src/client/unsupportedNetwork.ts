import type { NetworkNamespace } from '../caip/types.js'
import type { SigilState } from './types.js'

/**
 * Whether the wallet of `namespace` (the active one by default) sits on a network the app
 * does not support. While it does, the app's network is not the wallet's: the network button
 * says so and no balance is shown as the wallet's.
 */
export function isOnUnsupportedNetwork(state: SigilState, namespace?: NetworkNamespace): boolean {
  const ns = namespace ?? state.chain.activeNamespace
  return ns !== undefined && state.chain.unsupportedNetwork?.namespace === ns
}
