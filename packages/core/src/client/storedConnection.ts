import type { CaipNetworkId, NetworkNamespace } from '../caip/types.js'
import type { ClientContext } from './context.js'

/** What is kept of a namespace's connection to restore it after a reload. */
export type StoredConnection = { connectorId: string; caipNetworkId?: CaipNetworkId }

export function isStoredConnection(value: unknown): value is StoredConnection {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.connectorId === 'string' &&
    (v.caipNetworkId === undefined || (typeof v.caipNetworkId === 'string' && v.caipNetworkId.includes(':')))
  )
}

type StorageParts = Pick<ClientContext, 'storage' | 'keys'>

export const readStoredConnection = (ctx: StorageParts, namespace: NetworkNamespace) =>
  ctx.storage.read(ctx.keys.connection(namespace), isStoredConnection)
