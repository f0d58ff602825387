import { describe, expect, it } from 'vitest'
import { createStorageKeys } from './storageKeys.js'

describe('createStorageKeys', () => {
  it('R-CORE-26 every key carries the prefix and its feature segment', () => {
    const keys = createStorageKeys()
    expect(keys.connection('eip155')).toBe('sigil:connection:eip155')
    expect(keys.activeNamespace).toBe('sigil:connection:namespace')
    expect(keys.recent).toBe('sigil:recent')
    expect(keys.cache('ens', '0xa')).toBe('sigil:cache:ens:0xa')
    expect(keys.auth('user')).toBe('sigil:auth:user')
  })

  it('R-CORE-26 the prefix and the segments are configurable', () => {
    const keys = createStorageKeys('app', { cache: 'c', recent: 'r' })
    expect(keys.cache('ens', '0xa')).toBe('app:c:ens:0xa')
    expect(keys.recent).toBe('app:r')
    expect(keys.connection('solana')).toBe('app:connection:solana')
  })
})
