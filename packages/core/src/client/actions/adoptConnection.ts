import type { AdapterConnection } from '../../adapter.js'
import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { applyConnection } from './applyConnection.js'
import { endConnectFlow } from './endConnectFlow.js'

/**
 * Takes a connection the client did not start (an app's own wagmi `connect`, a wallet that
 * connected itself) as the namespace's connection, as if `connect` had made it. While the
 * client's own connect or reconnect runs it is left alone: that call applies its own result.
 * The connector already connected needs nothing; its account and chain changes come as their
 * own events.
 */
export function adoptConnection(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  connection: AdapterConnection,
): void {
  const state = ctx.store.getState()
  const status = state.connection.status[namespace]
  if (status === 'connecting' || connection.accounts.length === 0) return
  if (status === 'connected' && state.connection.activeConnectorId[namespace] === connection.connectorId)
    return
  applyConnection(ctx, namespace, connection)
  ctx.emit({
    type: 'CONNECT_SUCCESS',
    connectorId: connection.connectorId,
    namespace,
    address: ctx.store.getState().accounts[namespace].address ?? '',
  })
  endConnectFlow(ctx)
}
