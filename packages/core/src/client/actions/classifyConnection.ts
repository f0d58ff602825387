import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { isNetworkNamespace } from '../namespaces.js'
import type { ConnectionClass } from '../types.js'

/**
 * connected: the namespace's active connector; active: a known connection that is not the
 * current one; disconnected: anything else (R-STATE-22).
 */
export function classifyConnection(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  connectorId: string,
): ConnectionClass {
  const { connection } = ctx.store.getState()
  // From the page: only a namespace the state has, not a name every object answers to.
  if (!isNetworkNamespace(namespace)) return 'disconnected'
  if (connection.activeConnectorId[namespace] === connectorId && connection.status[namespace] === 'connected')
    return 'connected'
  if ((connection.connections[namespace] ?? []).some((c) => c.connectorId === connectorId)) return 'active'
  return 'disconnected'
}
