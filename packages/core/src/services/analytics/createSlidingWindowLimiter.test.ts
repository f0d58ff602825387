import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createSlidingWindowLimiter } from './createSlidingWindowLimiter.js'

describe('sliding window limiter', () => {
  it('R-SEC-09 7 errors in 10 s: 5 pass, 2 are dropped', async () => {
    const clock = createFakeClock()
    const limiter = createSlidingWindowLimiter(clock, 5, 60_000)
    const passed: boolean[] = []
    for (let i = 0; i < 7; i++) {
      passed.push(limiter.tryTake())
      await clock.advanceAsync(10_000 / 7)
    }
    expect(passed).toEqual([true, true, true, true, true, false, false])
  })

  it('R-SEC-09 the window slides: a slot frees 60 s after the event that took it', async () => {
    const clock = createFakeClock()
    const limiter = createSlidingWindowLimiter(clock, 5, 60_000)
    for (let i = 0; i < 5; i++) {
      expect(limiter.tryTake()).toBe(true)
      await clock.advanceAsync(1_000)
    }
    expect(limiter.tryTake()).toBe(false)
    await clock.advanceAsync(54_999)
    expect(limiter.tryTake()).toBe(false)
    await clock.advanceAsync(1)
    expect(limiter.tryTake()).toBe(true)
    expect(limiter.tryTake()).toBe(false)
  })
})
