import type { ChainAdapter } from '../../adapter.js'
import type { NetworkNamespace } from '../../caip/types.js'
import { ADAPTER_NOT_FOUND, createError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'

/** The adapter of a namespace, or ADAPTER_NOT_FOUND. */
export function requireAdapter(ctx: ClientContext, namespace: unknown): ChainAdapter {
  const adapter = ctx.adapters.get(namespace as NetworkNamespace)
  // Named only when a string: the page may pass anything (an object without a toString).
  if (!adapter)
    throw createError(ADAPTER_NOT_FOUND, { namespace: typeof namespace === 'string' ? namespace : '?' })
  return adapter
}
