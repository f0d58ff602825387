import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { requireAdapter } from './requireAdapter.js'

/** The wallet provider of a namespace's active connector; undefined while not connected. */
export function getProvider(ctx: ClientContext, namespace: NetworkNamespace): unknown {
  const adapter = requireAdapter(ctx, namespace)
  const connectorId = ctx.store.getState().connection.activeConnectorId[namespace]
  return connectorId ? adapter.getProvider(connectorId) : undefined
}
