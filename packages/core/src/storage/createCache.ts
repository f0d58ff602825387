import type { Clock } from '../clock/clock.js'
import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants/index.js'
import type { VersionedStorage } from './createVersionedStorage.js'
import type { StorageKeys } from './storageKeys.js'

/** The cached kinds of spec §3 and how long each lives (spec §9). */
export const CACHE_LIFETIMES = {
  portfolio: PORTFOLIO_CACHE_MS,
  nativeBalance: NATIVE_BALANCE_CACHE_MS,
  ens: ENS_CACHE_MS,
  identity: IDENTITY_CACHE_MS,
} as const

export type CacheKind = keyof typeof CACHE_LIFETIMES
export type CacheEntry = { value: unknown; timestamp: number }

export type Cache = {
  /** The value if it was written less than its kind's lifetime ago. */
  get<T>(kind: CacheKind, id: string, guard: (value: unknown) => value is T): T | undefined
  set(kind: CacheKind, id: string, value: unknown): void
  remove(kind: CacheKind, id: string): void
}

const isEntry = (value: unknown): value is CacheEntry =>
  typeof value === 'object' &&
  value !== null &&
  'timestamp' in value &&
  typeof value.timestamp === 'number' &&
  'value' in value

/** A cache over the versioned storage where each entry keeps the time it was written. */
export function createCache(storage: VersionedStorage, keys: StorageKeys, clock: Clock): Cache {
  return {
    get(kind, id, guard) {
      const key = keys.cache(kind, id)
      const entry = storage.read(key, isEntry)
      if (!entry) return undefined
      if (clock.now() - entry.timestamp >= CACHE_LIFETIMES[kind]) {
        storage.remove(key)
        return undefined
      }
      return guard(entry.value) ? entry.value : undefined
    },
    set(kind, id, value) {
      storage.write(keys.cache(kind, id), { value, timestamp: clock.now() } satisfies CacheEntry)
    },
    remove(kind, id) {
      storage.remove(keys.cache(kind, id))
    },
  }
}
