import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchAccount, patchChain, setActiveNetwork } from '../stateUpdates.js'
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
  // The balance shown belonged to the network the wallet left: no other chain's balance passes as the wallet's.
  patchAccount(ctx.store, namespace, { balance: undefined, balanceSymbol: undefined, balanceLoading: false })
  const switchingEnabled = ctx.config.enableNetworkSwitch ?? true
  if (switchingEnabled && !ctx.config.allowUnsupportedChain) void open(ctx, { view: 'UnsupportedChain' })
}
