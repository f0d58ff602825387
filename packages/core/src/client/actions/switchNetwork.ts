import type { CaipNetwork, CaipNetworkId } from '../../caip/types.js'
import { createError, NETWORK_NOT_FOUND, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { isConnected } from '../selectors.js'
import { patchChain, setActiveNetwork } from '../stateUpdates.js'
import { rememberActiveNamespace } from '../storedConnectionWrites.js'
import { askWalletToSwitch, leaveSwitchViews } from './askWalletToSwitch.js'
import { checkParameters } from './checkRoute.js'
import { raiseAlert } from './raiseAlert.js'
import { push } from './router.js'

export type SwitchNetworkParameters = CaipNetwork | CaipNetworkId
export type SwitchNetworkReturnType = Promise<void>
export type SwitchNetworkErrorType = SigilError

/**
 * Switches the app's network (spec §4).
 * - An id outside the configured networks raises the alert SWITCH_NETWORK_NOT_FOUND and
 *   throws NETWORK_NOT_FOUND (R-NET-08); the active network is ignored (R-NET-02).
 * - Without a connected address in the target namespace the switch is only state; when the
 *   modal is open and the chain family changes, SwitchActiveChain is pushed so the user can
 *   connect there, and `isSwitchingNamespace` stays set until that connect or a close.
 * - With a connected address the wallet is asked (`askWalletToSwitch`): SwitchNetwork shows
 *   while it works (R-NET-03), a failure stays there in words; a chain-family change sets
 *   `isSwitchingNamespace` until the switch ends (R-NET-04). While the wallet is on an
 *   unsupported chain, every configured network (the active one included) is a real switch.
 * - Between namespaces that are both connected the switch is only the choice; like a wallet's
 *   switch it then leaves the list it was chosen from (back, or closed when it was the first view).
 */
export async function switchNetwork(
  ctx: ClientContext,
  target: SwitchNetworkParameters,
): SwitchNetworkReturnType {
  const state = ctx.store.getState()
  if (typeof target !== 'string') checkParameters(target, 'network')
  const id = typeof target === 'string' ? target : target.caipNetworkId
  const network = state.chain.networks.find((n) => n.caipNetworkId === id)
  if (!network) {
    raiseAlert(ctx, 'SWITCH_NETWORK_NOT_FOUND')
    throw createError(NETWORK_NOT_FOUND, {}, { details: `${id} is not a configured network` })
  }
  const namespace = network.chainNamespace
  // On an unsupported chain the app's network is not the wallet's: even the active one is a real switch.
  const walletOnUnsupported = state.chain.unsupportedNetwork?.namespace === namespace
  if (state.chain.activeNetwork?.caipNetworkId === id && !walletOnUnsupported) return
  const changesFamily = state.chain.activeNamespace !== undefined && state.chain.activeNamespace !== namespace
  const modalOpen = state.modal.open

  if (!isConnected(state, namespace)) {
    // State only: the connection will start on this network (`connect` asks the wallet to move there).
    setActiveNetwork(ctx.store, network)
    patchChain(ctx.store, { chosenNetworkId: id, switchFailure: undefined })
    ctx.emit({ type: 'SWITCH_NETWORK', caipNetworkId: id })
    if (changesFamily && modalOpen) {
      patchChain(ctx.store, { isSwitchingNamespace: true })
      push(ctx, 'SwitchActiveChain', { network })
    } else leaveSwitchViews(ctx)
    return
  }

  const connectorId = state.connection.activeConnectorId[namespace]
  const walletAlreadyThere = state.chain.activeNetworkByNamespace[namespace] === id && !walletOnUnsupported
  if (walletAlreadyThere || !connectorId) {
    setActiveNetwork(ctx.store, network)
    // Moving between connected namespaces asks no wallet, but a reload must come back here.
    rememberActiveNamespace(ctx, namespace)
    ctx.emit({ type: 'SWITCH_NETWORK', caipNetworkId: id })
    // Done as a wallet's switch is: the list it was chosen from goes.
    leaveSwitchViews(ctx)
    return
  }
  await askWalletToSwitch(ctx, { namespace, connectorId, network, changesFamily })
}
