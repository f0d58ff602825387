import type { NetworkNamespace } from '../caip/types.js'
import { type Cache, createCache } from '../storage/index.js'
import type { ClientContext } from './context.js'
import { partOf } from './partOf.js'
import { createRetryGuard, type RetryGuard } from './retryGuard.js'
import { createTimers, type Timers } from './timers.js'

// These parts of a client are made on first use by the actions that need them, so their code is
// not in a page's first load (createSigil would otherwise make them for every page).

/** The client's cache of service answers (balances), over its storage. */
export function cacheOf(ctx: ClientContext): Cache {
  return partOf(ctx, cacheOf, () => createCache(ctx.storage, ctx.keys, ctx.clock))
}

/** The client's guard against repeating a connection attempt within a second (R-PERF-07). */
export function guardOf(ctx: ClientContext): RetryGuard {
  return partOf(ctx, guardOf, () => createRetryGuard(ctx.clock))
}

/** The client's named timers (toasts, the notification bar, shake, sign-in expiry); cleared when the client is destroyed. */
export function timersOf(ctx: ClientContext): Timers {
  return partOf(ctx, timersOf, () => {
    const timers = createTimers(ctx.clock)
    ctx.onEvent((event) => {
      if (event.type === 'DESTROY') timers.clearAll()
    })
    return timers
  })
}

/**
 * The person's (or the app's) connects in flight per namespace: a stored connection's restore
 * that fails meanwhile leaves the namespace to them instead of resetting it under them.
 */
export function connectsInFlight(ctx: ClientContext): Map<NetworkNamespace, number> {
  return partOf(ctx, connectsInFlight, () => new Map<NetworkNamespace, number>())
}

/**
 * The latest connect started per namespace, numbered: an earlier one of another wallet that
 * settles after it (the person picked another wallet meanwhile) decides nothing.
 */
export function latestConnects(
  ctx: ClientContext,
): Map<NetworkNamespace, { ticket: number; connectorId: string }> {
  return partOf(
    ctx,
    latestConnects,
    () => new Map<NetworkNamespace, { ticket: number; connectorId: string }>(),
  )
}
