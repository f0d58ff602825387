import type { Clock } from '../../clock/clock.js'

export type RateLimiter = {
  /** True (and counted) when another event fits in the window now; false means drop it. */
  tryTake(): boolean
}

/** At most `limit` events in any `windowMs` window (R-SEC-09: 5 per 60 s). */
export function createSlidingWindowLimiter(clock: Clock, limit: number, windowMs: number): RateLimiter {
  const taken: number[] = []
  return {
    tryTake() {
      const now = clock.now()
      while (taken.length > 0 && now - taken[0]! >= windowMs) taken.shift()
      if (taken.length >= limit) return false
      taken.push(now)
      return true
    },
  }
}
