import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchAccount, patchChain, setActiveNetwork, setNetworkOf } from '../stateUpdates.js'
import { open } from './open.js'

/**
 * Follows the network a wallet reports. A configured network becomes active; any other is
 * recorded as unsupported, and UnsupportedChain opens when switching is enabled and
 * unsupported chains are not allowed (R-NET-05, R-NET-06). Without `focus` (a connection
 * restored in the background) a namespace that is not active keeps the person where they are.
 */
export function applyWalletChain(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  chainId: number | string,
  { focus = true }: { focus?: boolean } = {},
): void {
  const { chain } = ctx.store.getState()
  const network = chain.networks.find(
    (n) => n.chainNamespace === namespace && String(n.id) === String(chainId),
  )
  if (network) {
    if (focus || chain.activeNamespace === namespace) setActiveNetwork(ctx.store, network)
    else setNetworkOf(ctx.store, network)
    return
  }
  patchChain(ctx.store, { unsupportedNetwork: { namespace, chainId } })
  // The balance shown belonged to the network the wallet left: no other chain's balance passes as the wallet's.
  patchAccount(ctx.store, namespace, { balance: undefined, balanceSymbol: undefined, balanceLoading: false })
  const switchingEnabled = ctx.config.enableNetworkSwitch ?? true
  if (switchingEnabled && !ctx.config.allowUnsupportedChain) void open(ctx, { view: 'UnsupportedChain' })
}
