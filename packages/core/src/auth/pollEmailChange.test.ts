import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { EMAIL_CHANGE_POLL_MS } from '../constants/index.js'
import { pollEmailChange } from './pollEmailChange.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('email change confirmation', () => {
  it('R-PERF-06 R-EMBED-15 asks the secure site every 1 s until it reports the new email', async () => {
    const clock = createFakeClock(0)
    const reads: number[] = []
    let confirmed = false
    const done = pollEmailChange({
      clock,
      email: 'New@Example.com',
      readEmail: async () => {
        reads.push(clock.now())
        return confirmed ? 'new@example.com' : 'old@example.com'
      },
    })
    let settled = false
    done.then(() => {
      settled = true
    })
    clock.advance(EMAIL_CHANGE_POLL_MS - 1)
    await flush()
    expect(reads).toEqual([])
    clock.advance(1)
    await flush()
    expect(reads).toEqual([1000])
    clock.advance(1000)
    await flush()
    expect(reads).toEqual([1000, 2000])
    expect(settled).toBe(false)
    confirmed = true
    clock.advance(999)
    await flush()
    expect(reads).toEqual([1000, 2000])
    clock.advance(1)
    await flush()
    expect(reads).toEqual([1000, 2000, 3000])
    expect(settled).toBe(true)
    expect(clock.pendingTimers()).toBe(0)
  })

  it('R-PERF-06 a failed read is asked again a second later; past the limit it fails with words', async () => {
    const clock = createFakeClock(0)
    let reads = 0
    const done = pollEmailChange({
      clock,
      email: 'new@example.com',
      timeoutMs: 3000,
      readEmail: async () => {
        reads += 1
        if (reads === 1) throw new Error('offline')
        return 'old@example.com'
      },
    })
    const outcome = done.then(
      () => 'resolved',
      (error: Error) => error.message,
    )
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1000)
      await flush()
    }
    expect(reads).toBe(3)
    expect(await outcome).toBe('The new email was not confirmed in time. Check your account and try again.')
    expect(clock.pendingTimers()).toBe(0)
  })
})
