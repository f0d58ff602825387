import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { selectNetworkOf } from '../selectors.js'
import { setActiveNetwork, setStatus } from '../stateUpdates.js'
import { readStoredConnection } from '../storedConnection.js'
import { removeStoredConnection } from '../storedConnectionWrites.js'
import { applyConnection } from './applyConnection.js'
import { resetNamespace } from './resetNamespace.js'

/**
 * Restores a namespace's stored connection without prompting (R-STATE-19). A failed sync
 * logs a warning and disconnects only this namespace; the modal stays as it is
 * (R-STATE-20, R-STATE-21).
 */
export async function reconnect(ctx: ClientContext, namespace: NetworkNamespace): Promise<void> {
  const stored = readStoredConnection(ctx, namespace)
  const adapter = ctx.adapters.get(namespace)
  if (!stored || !adapter) {
    if (stored) removeStoredConnection(ctx, namespace)
    setStatus(ctx.store, namespace, 'disconnected')
    return
  }
  const network = selectNetworkOf(ctx.store.getState(), namespace)
  try {
    if (!network) throw new Error(`No network configured for ${namespace}`)
    setStatus(ctx.store, namespace, 'connecting')
    const result = await adapter.reconnect({ connectorId: stored.connectorId, network })
    if (result.accounts.length === 0) throw new Error('The wallet returned no accounts')
    // The namespace the person was on (restored from storage) keeps the focus while it connects.
    const { chain, connection } = ctx.store.getState()
    const active = chain.activeNamespace
    const activeHeld =
      active !== undefined && active !== namespace && connection.status[active] !== 'disconnected'
    applyConnection(ctx, namespace, result, { focus: !activeHeld })
  } catch (error) {
    ctx.logger.warn(`Could not restore the ${namespace} connection to ${stored.connectorId}`, error)
    resetNamespace(ctx, namespace, { closeModal: false })
    focusAnotherConnection(ctx, namespace)
  }
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
