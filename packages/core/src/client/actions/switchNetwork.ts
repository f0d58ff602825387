import type { CaipAddress, CaipNetwork, CaipNetworkId } from '../../caip/types.js'
import { createError, NETWORK_NOT_FOUND, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { isConnected } from '../selectors.js'
import { patchChain, setActiveNetwork } from '../stateUpdates.js'
import { writeStoredConnection } from '../storedConnection.js'
import { raiseAlert } from './raiseAlert.js'
import { refreshBalanceLater } from './refreshBalance.js'
import { requireAdapter } from './requireAdapter.js'
import { goBack, push } from './router.js'

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
 * - With a connected address the adapter asks the wallet; while it is pending (and the modal
 *   is open) SwitchNetwork is pushed, and popped when the wallet answers (R-NET-03).
 *   A chain-family change sets `isSwitchingNamespace` until the switch ends (R-NET-04).
 */
export async function switchNetwork(
  ctx: ClientContext,
  target: SwitchNetworkParameters,
): SwitchNetworkReturnType {
  const state = ctx.store.getState()
  const id = typeof target === 'string' ? target : target.caipNetworkId
  const network = state.chain.networks.find((n) => n.caipNetworkId === id)
  if (!network) {
    raiseAlert(ctx, 'SWITCH_NETWORK_NOT_FOUND')
    throw createError(NETWORK_NOT_FOUND, {}, { details: `${id} is not a configured network` })
  }
  if (state.chain.activeNetwork?.caipNetworkId === id) return
  const namespace = network.chainNamespace
  const changesFamily = state.chain.activeNamespace !== undefined && state.chain.activeNamespace !== namespace
  const modalOpen = state.modal.open

  if (!isConnected(state, namespace)) {
    setActiveNetwork(ctx.store, network)
    ctx.emit({ type: 'SWITCH_NETWORK', caipNetworkId: id })
    if (changesFamily && modalOpen) {
      patchChain(ctx.store, { isSwitchingNamespace: true })
      push(ctx, 'SwitchActiveChain', { network })
    }
    return
  }

  const connectorId = state.connection.activeConnectorId[namespace]
  const walletAlreadyThere =
    state.chain.activeNetworkByNamespace[namespace] === id && !state.chain.unsupportedNetwork
  if (walletAlreadyThere || !connectorId) {
    setActiveNetwork(ctx.store, network)
    ctx.emit({ type: 'SWITCH_NETWORK', caipNetworkId: id })
    return
  }
  const adapter = requireAdapter(ctx, namespace)
  if (changesFamily) patchChain(ctx.store, { isSwitchingNamespace: true })
  if (modalOpen) push(ctx, 'SwitchNetwork', { network })
  try {
    await adapter.switchNetwork({ connectorId, network })
    setActiveNetwork(ctx.store, network)
    writeStoredConnection(ctx, namespace, { connectorId, caipNetworkId: id })
    const address = ctx.store.getState().accounts[namespace].address
    if (address)
      ctx.store.setState((s) => ({
        accounts: {
          ...s.accounts,
          [namespace]: { ...s.accounts[namespace], caipAddress: `${id}:${address}` as CaipAddress },
        },
      }))
    ctx.emit({ type: 'SWITCH_NETWORK', caipNetworkId: id })
    refreshBalanceLater(ctx, namespace)
  } finally {
    if (changesFamily) patchChain(ctx.store, { isSwitchingNamespace: false })
    if (ctx.store.getState().router.view === 'SwitchNetwork') goBack(ctx)
  }
}
