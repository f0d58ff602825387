import type { Clock } from './types.js'

/** The real clock; globals are read at call time so test runners can replace them. */
export function createSystemClock(): Clock {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
  }
}

/** The clock a client's parts run on: the configured one (tests pass a fake), else the real one. */
export function clockOf(client: { readonly config: { readonly clock?: Clock } }): Clock {
  return client.config.clock ?? createSystemClock()
}
