import type { Clock } from '../../clock/clock.js'

export type RetryBlock = {
  /** Blocks `key` for the wait from now. */
  block(key: string): void
  isBlocked(key: string): boolean
}

/** Remembers failed keys so they are not tried again before `waitMs` have passed (R-ERR-02). */
export function createRetryBlock(clock: Clock, waitMs: number): RetryBlock {
  const blockedAt = new Map<string, number>()
  return {
    block: (key) => void blockedAt.set(key, clock.now()),
    isBlocked(key) {
      const at = blockedAt.get(key)
      if (at === undefined) return false
      if (clock.now() - at >= waitMs) {
        blockedAt.delete(key)
        return false
      }
      return true
    },
  }
}
