import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import {
  ENS_CACHE_MS,
  IDENTITY_CACHE_MS,
  NATIVE_BALANCE_CACHE_MS,
  PORTFOLIO_CACHE_MS,
} from '../constants/index.js'
import { createLogger } from '../logger/index.js'
import { createCache } from './createCache.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createVersionedStorage } from './createVersionedStorage.js'
import { createStorageKeys } from './storageKeys.js'

const isNumber = (value: unknown): value is number => typeof value === 'number'

function setup() {
  const clock = createFakeClock(1_000)
  const raw = createMemoryStorage()
  const keys = createStorageKeys('app')
  const cache = createCache(createVersionedStorage(raw, createLogger()), keys, clock)
  return { clock, raw, keys, cache }
}

describe('createCache', () => {
  it('R-PERF-02 each entry stores the time it was written, and that time decides expiry', () => {
    const { clock, raw, keys, cache } = setup()
    cache.set('nativeBalance', 'eip155:1:0xa', 5)
    const stored = JSON.parse(raw.getItem(keys.cache('nativeBalance', 'eip155:1:0xa'))!)
    expect(stored.value).toEqual({ value: 5, timestamp: 1_000 })
    clock.advance(10_000)
    cache.set('nativeBalance', 'eip155:1:0xa', 6)
    clock.advance(NATIVE_BALANCE_CACHE_MS - 1)
    expect(cache.get('nativeBalance', 'eip155:1:0xa', isNumber)).toBe(6)
  })

  it.each([
    ['portfolio', PORTFOLIO_CACHE_MS, 30_000],
    ['nativeBalance', NATIVE_BALANCE_CACHE_MS, 30_000],
    ['ens', ENS_CACHE_MS, 300_000],
    ['identity', IDENTITY_CACHE_MS, 300_000],
  ] as const)('R-PERF-12 %s lives %i ms', (kind, lifetime, expected) => {
    expect(lifetime).toBe(expected)
    const { clock, cache } = setup()
    cache.set(kind, 'id', 1)
    clock.advance(lifetime - 1)
    expect(cache.get(kind, 'id', isNumber)).toBe(1)
    clock.advance(1)
    expect(cache.get(kind, 'id', isNumber)).toBeUndefined()
  })
})
