import type { NetworkNamespace } from '../caip/types.js'
import type { SigilState } from './types.js'

/**
 * Whether the namespace's wallet is a Safe, which takes a transaction into its queue for its
 * owners to confirm instead of sending it: the hash it answers is the Safe's, not on chain yet.
 */
export function queuesTransactions(state: SigilState, namespace: NetworkNamespace): boolean {
  const connectorId = state.connection.activeConnectorId[namespace]
  return state.connectors.list.some(
    (connector) => connector.id === connectorId && connector.chain === namespace && connector.host === 'safe',
  )
}
