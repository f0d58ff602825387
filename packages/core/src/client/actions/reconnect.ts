import type { AdapterConnection } from '../../adapter.js'
import { AUTH_CONNECTOR_ID } from '../../auth/authConnector.js'
import type { NetworkNamespace } from '../../caip/types.js'
import { IFRAME_LOAD_TIMEOUT_MS, RPC_TIMEOUT_MS } from '../../constants/index.js'
import type { ClientContext } from '../context.js'
import { connectsInFlight, timersOf } from '../contextParts.js'
import { selectNetworkOf } from '../selectors.js'
import { patchAccount, setActiveNetwork, setStatus } from '../stateUpdates.js'
import { readStoredConnection } from '../storedConnection.js'
import { removeStoredConnection } from '../storedConnectionWrites.js'
import { withTimeout } from '../withTimeout.js'
import { applyConnection } from './applyConnection.js'
import { endRestoredFlow } from './endRestoredFlow.js'
import { resetNamespace } from './resetNamespace.js'

/**
 * Restores a namespace's stored connection without prompting (R-STATE-19). A failed sync, or
 * one the wallet does not answer within the RPC timeout (the embedded wallet: its frame's load
 * timeout on top), logs a warning and disconnects only
 * this namespace; the modal stays as it is (R-STATE-20, R-STATE-21). A connect started
 * meanwhile owns the namespace: a failed restore leaves it to that connect, a restore that
 * lands after it is dropped.
 */
export async function reconnect(ctx: ClientContext, namespace: NetworkNamespace): Promise<void> {
  const stored = readStoredConnection(ctx, namespace)
  const adapter = ctx.adapters.get(namespace)
  if (!stored || !adapter) {
    if (stored) removeStoredConnection(ctx, namespace)
    patchAccount(ctx.store, namespace, { rememberedAddress: undefined })
    setStatus(ctx.store, namespace, 'disconnected')
    return
  }
  const network = selectNetworkOf(ctx.store.getState(), namespace)
  let result: AdapterConnection
  try {
    if (!network) throw new Error(`No network configured for ${namespace}`)
    setStatus(ctx.store, namespace, 'connecting')
    const bound = restoreBound(stored.connectorId)
    const answer = await withTimeout(
      timersOf(ctx),
      adapter.reconnect({ connectorId: stored.connectorId, network }),
      bound,
    )
    if (answer.timedOut) throw new Error(`The wallet did not answer within ${bound} ms`)
    result = answer.value
    if (result.accounts.length === 0) throw new Error('The wallet returned no accounts')
  } catch (error) {
    ctx.logger.warn(`Could not restore the ${namespace} connection to ${stored.connectorId}`, error)
    giveUp(ctx, namespace, stored.connectorId)
    return
  }
  if (ctx.isDestroyed()) return
  const { chain, connection } = ctx.store.getState()
  // Another wallet connected while this one was restored: the person's choice stands.
  if (
    connection.status[namespace] === 'connected' &&
    connection.activeConnectorId[namespace] !== result.connectorId
  )
    return
  // The namespace the person was on (restored from storage) keeps the focus while it connects.
  const active = chain.activeNamespace
  const activeHeld =
    active !== undefined && active !== namespace && connection.status[active] !== 'disconnected'
  applyConnection(ctx, namespace, result, { focus: !activeHeld })
  endRestoredFlow(ctx, namespace, result.connectorId)
}

/**
 * How long a restore may wait: the RPC timeout; the embedded wallet's frame may first take its
 * own load timeout to come up.
 */
const restoreBound = (connectorId: string): number =>
  connectorId === AUTH_CONNECTOR_ID ? IFRAME_LOAD_TIMEOUT_MS + RPC_TIMEOUT_MS : RPC_TIMEOUT_MS

/** A restore that failed: the namespace is reset unless something else connects it meanwhile. */
function giveUp(ctx: ClientContext, namespace: NetworkNamespace, connectorId: string): void {
  if (ctx.isDestroyed()) return
  const { connection } = ctx.store.getState()
  if ((connectsInFlight(ctx).get(namespace) ?? 0) > 0 || connection.status[namespace] === 'connected') {
    // The connect under way shows its own wallet, not the account this restore remembered.
    patchAccount(ctx.store, namespace, { rememberedAddress: undefined })
    if (
      readStoredConnection(ctx, namespace)?.connectorId === connectorId &&
      connection.status[namespace] !== 'connected'
    )
      removeStoredConnection(ctx, namespace)
    return
  }
  resetNamespace(ctx, namespace, { closeModal: false })
  focusAnotherConnection(ctx, namespace)
}

/** When the namespace that was active could not be restored, another restored one takes its place. */
function focusAnotherConnection(ctx: ClientContext, failed: NetworkNamespace): void {
  const state = ctx.store.getState()
  if (state.chain.activeNamespace !== failed) return
  const other = (Object.keys(state.connection.status) as NetworkNamespace[]).find(
    (namespace) => namespace !== failed && state.connection.status[namespace] === 'connected',
  )
  const network = other && selectNetworkOf(state, other)
  if (network) setActiveNetwork(ctx.store, network)
}
