import { RETRY_GUARD_MS } from '../constants/index.js'
import type { Clock } from './types.js'

export type RetryGuard = {
  /**
   * Runs `action` unless the same key ran less than the interval ago; then the earlier
   * result is returned, so a double click joins the first attempt instead of repeating it.
   */
  run<T>(key: string, action: () => T): T
}

/** A guard against repeating an action within `intervalMs` (R-PERF-07; default 1 s). */
export function createRetryGuard(clock: Clock, intervalMs: number = RETRY_GUARD_MS): RetryGuard {
  const last = new Map<string, { at: number; result: unknown }>()
  return {
    run<T>(key: string, action: () => T): T {
      const previous = last.get(key)
      if (previous && clock.now() - previous.at < intervalMs) return previous.result as T
      const result = action()
      last.set(key, { at: clock.now(), result })
      return result
    },
  }
}
