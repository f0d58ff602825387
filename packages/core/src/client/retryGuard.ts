import { RETRY_GUARD_MS } from '../constants/index.js'
import type { Clock } from './types.js'

export type RetryGuard = {
  /**
   * Runs `action` unless the same key ran less than the interval ago; then the earlier
   * result is returned, so a double click joins the first attempt instead of repeating it.
   * An attempt that fails is forgotten once it settles, so "Try again" asks again at once.
   */
  run<T>(key: string, action: () => T): T
  /** Forgets every attempt whose key starts with `prefix` (its outcome no longer holds). */
  forget(prefix: string): void
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | undefined)?.then === 'function'

/** A guard against repeating an action within `intervalMs` (R-PERF-07; default 1 s). */
export function createRetryGuard(clock: Clock, intervalMs: number = RETRY_GUARD_MS): RetryGuard {
  const last = new Map<string, { at: number; result: unknown }>()
  return {
    run<T>(key: string, action: () => T): T {
      const previous = last.get(key)
      if (previous && clock.now() - previous.at < intervalMs) return previous.result as T
      const result = action()
      const entry = { at: clock.now(), result }
      last.set(key, entry)
      if (isThenable(result))
        result.then(undefined, () => {
          if (last.get(key) === entry) last.delete(key)
        })
      return result
    },
    forget(prefix) {
      for (const key of [...last.keys()]) if (key.startsWith(prefix)) last.delete(key)
    },
  }
}
