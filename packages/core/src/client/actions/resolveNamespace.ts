import type { NetworkNamespace } from '../../caip/types.js'
import { createError, NAMESPACE_REQUIRED } from '../../errors/index.js'
import type { ClientContext } from '../context.js'

/** The namespace to act on: the given one, else the active one, else NAMESPACE_REQUIRED. */
export function resolveNamespace(ctx: ClientContext, namespace?: NetworkNamespace): NetworkNamespace {
  const resolved = namespace ?? ctx.store.getState().chain.activeNamespace
  if (!resolved) throw createError(NAMESPACE_REQUIRED)
  return resolved
}
