import type { CaipNetworkId, NetworkNamespace } from '../caip/types.js'
import type { ClientContext } from './context.js'
import { isNetworkNamespace } from './namespaces.js'

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

/** Keeps a namespace's connection; it becomes the namespace a reload shows when it is the active one. */
export function writeStoredConnection(
  ctx: StorageParts & Pick<ClientContext, 'store'>,
  namespace: NetworkNamespace,
  value: StoredConnection,
) {
  ctx.storage.write(ctx.keys.connection(namespace), value)
  if (ctx.store.getState().chain.activeNamespace === namespace) rememberActiveNamespace(ctx, namespace)
}

/** The namespace a reload makes active again (when it still has a stored connection). */
export function rememberActiveNamespace(ctx: StorageParts, namespace: NetworkNamespace) {
  ctx.storage.write(ctx.keys.activeNamespace, namespace)
}

export function removeStoredConnection(ctx: StorageParts, namespace: NetworkNamespace) {
  ctx.storage.remove(ctx.keys.connection(namespace))
  if (ctx.storage.read(ctx.keys.activeNamespace, isNetworkNamespace) === namespace)
    ctx.storage.remove(ctx.keys.activeNamespace)
}
