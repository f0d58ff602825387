import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { DEBOUNCE_MS, RETRY_GUARD_MS } from '../constants/index.js'
import { debounce } from './debounce.js'
import { createRetryGuard } from './retryGuard.js'

describe('retry guard and debounce', () => {
  it('R-PERF-07 the guard does not repeat an action within 1 s', () => {
    const clock = createFakeClock()
    const guard = createRetryGuard(clock)
    let runs = 0
    const action = () => ++runs
    expect(guard.run('connect:a', action)).toBe(1)
    clock.advance(RETRY_GUARD_MS - 1)
    expect(guard.run('connect:a', action)).toBe(1)
    expect(guard.run('connect:b', action)).toBe(2)
    clock.advance(1)
    expect(guard.run('connect:a', action)).toBe(3)
    expect(RETRY_GUARD_MS).toBe(1_000)
  })

  it('R-PERF-07 a failed attempt does not block a retry, and forget() drops a finished one', async () => {
    const clock = createFakeClock()
    const guard = createRetryGuard(clock)
    let runs = 0
    const failing = () => {
      runs += 1
      return Promise.reject(new Error('rejected'))
    }
    await expect(guard.run('connect:eip155:a', failing)).rejects.toThrow('rejected')
    await expect(guard.run('connect:eip155:a', failing)).rejects.toThrow('rejected')
    expect(runs).toBe(2)
    const succeeding = () => ++runs
    expect(guard.run('connect:eip155:b', succeeding)).toBe(3)
    expect(guard.run('connect:eip155:b', succeeding)).toBe(3)
    guard.forget('connect:eip155:')
    expect(guard.run('connect:eip155:b', succeeding)).toBe(4)
  })

  it('R-PERF-08 a debounced action runs once, 500 ms after the last trigger', () => {
    const clock = createFakeClock()
    const seen: string[] = []
    const search = debounce(clock, (query: string) => seen.push(query))
    search.call('m')
    clock.advance(300)
    search.call('me')
    clock.advance(DEBOUNCE_MS - 1)
    expect(seen).toEqual([])
    clock.advance(1)
    expect(seen).toEqual(['me'])
    search.call('x')
    search.cancel()
    clock.advance(DEBOUNCE_MS)
    expect(seen).toEqual(['me'])
  })
})
