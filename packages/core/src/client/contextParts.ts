import type { NetworkNamespace } from '../caip/types.js'
import { type Cache, createCache } from '../storage/index.js'
import type { ClientContext } from './context.js'
import { createRetryGuard, type RetryGuard } from './retryGuard.js'
import { createTimers, type Timers } from './timers.js'

type Parts = {
  cache?: Cache
  guard?: RetryGuard
  timers?: Timers
  connecting?: Map<NetworkNamespace, number>
  latestConnect?: Map<NetworkNamespace, { ticket: number; connectorId: string }>
}

const made = new WeakMap<ClientContext, Parts>()

function partsOf(ctx: ClientContext): Parts {
  let parts = made.get(ctx)
  if (!parts) {
    parts = {}
    made.set(ctx, parts)
  }
  return parts
}

// These parts of a client are made on first use by the actions that need them, so their code is
// not in a page's first load (createSigil would otherwise make them for every page).

/** The client's cache of service answers (balances), over its storage. */
export function cacheOf(ctx: ClientContext): Cache {
  const parts = partsOf(ctx)
  parts.cache ??= createCache(ctx.storage, ctx.keys, ctx.clock)
  return parts.cache
}

/** The client's guard against repeating a connection attempt within a second (R-PERF-07). */
export function guardOf(ctx: ClientContext): RetryGuard {
  const parts = partsOf(ctx)
  parts.guard ??= createRetryGuard(ctx.clock)
  return parts.guard
}

/** The client's named timers (toasts, the notification bar, shake, sign-in expiry); cleared when the client is destroyed. */
export function timersOf(ctx: ClientContext): Timers {
  const parts = partsOf(ctx)
  if (!parts.timers) {
    const timers = createTimers(ctx.clock)
    ctx.onEvent((event) => {
      if (event.type === 'DESTROY') timers.clearAll()
    })
    parts.timers = timers
  }
  return parts.timers
}

/**
 * The person's (or the app's) connects in flight per namespace: a stored connection's restore
 * that fails meanwhile leaves the namespace to them instead of resetting it under them.
 */
export function connectsInFlight(ctx: ClientContext): Map<NetworkNamespace, number> {
  const parts = partsOf(ctx)
  parts.connecting ??= new Map()
  return parts.connecting
}

/**
 * The latest connect started per namespace, numbered: an earlier one of another wallet that
 * settles after it (the person picked another wallet meanwhile) decides nothing.
 */
export function latestConnects(
  ctx: ClientContext,
): Map<NetworkNamespace, { ticket: number; connectorId: string }> {
  const parts = partsOf(ctx)
  parts.latestConnect ??= new Map()
  return parts.latestConnect
}
