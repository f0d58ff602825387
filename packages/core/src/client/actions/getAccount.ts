import type { NetworkNamespace } from '../../caip/types.js'
import { createError, NAMESPACE_REQUIRED, UNSUPPORTED_CHAIN_NAMESPACE } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { isNetworkNamespace } from '../namespaces.js'
import type { AccountState } from '../types.js'

/** The account state of a namespace; the namespace is required (R-CORE-23). */
export function getAccount(ctx: ClientContext, namespace: NetworkNamespace): AccountState {
  if (namespace === undefined || namespace === null || (namespace as string) === '')
    throw createError(NAMESPACE_REQUIRED)
  if (!isNetworkNamespace(namespace)) throw createError(UNSUPPORTED_CHAIN_NAMESPACE)
  return ctx.store.getState().accounts[namespace]
}
