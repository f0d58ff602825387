import type { Clock } from '../../clock/clock.js'

export type TtlCache<T> = {
  /** The entry if it was written less than `ttlMs` ago (R-PERF-02: its write time decides expiry). */
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  clear(): void
}

/** A cache whose entries expire `ttlMs` after they were written, on the given clock. */
export function createTtlCache<T>(clock: Clock, ttlMs: number): TtlCache<T> {
  const entries = new Map<string, { value: T; writtenAt: number }>()
  return {
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (clock.now() - entry.writtenAt >= ttlMs) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value) {
      entries.set(key, { value, writtenAt: clock.now() })
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  }
}
