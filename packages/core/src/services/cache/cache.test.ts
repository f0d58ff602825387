import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { BALANCE_RETRY_WAIT_MS, IDENTITY_CACHE_MS, PORTFOLIO_CACHE_MS } from '../../constants/index.js'
import { createRetryBlock } from './createRetryBlock.js'
import { createTtlCache } from './createTtlCache.js'

describe('caches', () => {
  it('R-PERF-02 R-PERF-12 an entry lives from the time it was written: 30 s portfolio, 5 min identity', async () => {
    const clock = createFakeClock()
    const portfolio = createTtlCache<string>(clock, PORTFOLIO_CACHE_MS)
    const identity = createTtlCache<string>(clock, IDENTITY_CACHE_MS)
    portfolio.set('a', 'p')
    identity.set('a', 'i')
    await clock.advanceAsync(29_999)
    expect(portfolio.get('a')).toBe('p')
    await clock.advanceAsync(1)
    expect(portfolio.get('a')).toBeUndefined()
    identity.set('b', 'rewritten later')
    await clock.advanceAsync(5 * 60_000 - 30_000)
    expect(identity.get('a')).toBeUndefined()
    expect(identity.get('b')).toBe('rewritten later')
  })

  it('R-ERR-02 a blocked key stays blocked for 30 s', async () => {
    const clock = createFakeClock()
    const block = createRetryBlock(clock, BALANCE_RETRY_WAIT_MS)
    block.block('k')
    expect(block.isBlocked('k')).toBe(true)
    expect(block.isBlocked('other')).toBe(false)
    await clock.advanceAsync(29_999)
    expect(block.isBlocked('k')).toBe(true)
    await clock.advanceAsync(1)
    expect(block.isBlocked('k')).toBe(false)
  })
})
