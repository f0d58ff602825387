import type { NetworkNamespace } from '../caip/types.js'
import type { ClientContext } from './context.js'
import { isNetworkNamespace } from './namespaces.js'
import type { StoredConnection } from './storedConnection.js'

// The writes of the stored connection, apart from its read (storedConnection.ts): only actions
// write, so a page's first load carries the read alone.

type StorageParts = Pick<ClientContext, 'storage' | 'keys'>

/**
 * Keeps a namespace's connection with the account it is on; it becomes the namespace a reload
 * shows when it is the active one.
 */
export function writeStoredConnection(
  ctx: StorageParts & Pick<ClientContext, 'store'>,
  namespace: NetworkNamespace,
  value: Omit<StoredConnection, 'address'>,
) {
  const address = ctx.store.getState().accounts[namespace].address
  ctx.storage.write(ctx.keys.connection(namespace), { ...value, ...(address ? { address } : {}) })
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
