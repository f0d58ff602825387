import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchChain, setActiveNetwork } from '../stateUpdates.js'
import { open } from './open.js'

/**
 * Follows the network a wallet reports. A configured network becomes active; any other is
 * recorded as unsupported, and UnsupportedChain opens when switching is enabled and
 * unsupported chains are not allowed (R-NET-05, R-NET-06).
 */
export function applyWalletChain(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  chainId: number | string,
): void {
  const network = ctx.store
    .getState()
    .chain.networks.find((n) => n.chainNamespace === namespace && String(n.id) === String(chainId))
  if (network) {
    setActiveNetwork(ctx.store, network)
    return
  }
  patchChain(ctx.store, { unsupportedNetwork: { namespace, chainId } })
  const switchingEnabled = ctx.config.enableNetworkSwitch ?? true
  if (switchingEnabled && !ctx.config.allowUnsupportedChain) void open(ctx, { view: 'UnsupportedChain' })
}
