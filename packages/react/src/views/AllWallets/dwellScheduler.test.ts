import { createFakeClock } from '@sigil/test'
import { describe, expect, it, vi } from 'vitest'
import { createDwellScheduler } from './dwellScheduler.js'

describe('createDwellScheduler', () => {
  it('tells a watcher once it has waited the delay, not before', () => {
    const clock = createFakeClock(1_000_000)
    const scheduler = createDwellScheduler(clock, 150)
    const onDwelt = vi.fn()
    scheduler.watch(onDwelt)
    clock.advance(120)
    expect(onDwelt).not.toHaveBeenCalled()
    clock.advance(30)
    expect(onDwelt).toHaveBeenCalledTimes(1)
    clock.advance(1000)
    expect(onDwelt).toHaveBeenCalledTimes(1)
  })

  it('never tells a watcher cancelled before the delay (a tile that only flew past)', () => {
    const clock = createFakeClock(1_000_000)
    const scheduler = createDwellScheduler(clock, 150)
    const flewPast = vi.fn()
    const stayed = vi.fn()
    const cancel = scheduler.watch(flewPast)
    clock.advance(16)
    cancel()
    scheduler.watch(stayed)
    clock.advance(1000)
    expect(flewPast).not.toHaveBeenCalled()
    expect(stayed).toHaveBeenCalledTimes(1)
  })

  it('tells watchers due within a frame of each other together, and later ones at their own time', () => {
    const clock = createFakeClock(1_000_000)
    const scheduler = createDwellScheduler(clock, 150)
    const calls: string[] = []
    scheduler.watch(() => calls.push(`a@${clock.now()}`))
    clock.advance(5)
    scheduler.watch(() => calls.push(`b@${clock.now()}`))
    clock.advance(95)
    scheduler.watch(() => calls.push(`c@${clock.now()}`))
    clock.advance(1000)
    const start = 1_000_000
    expect(calls).toEqual([`a@${start + 150}`, `b@${start + 150}`, `c@${start + 250}`])
  })

  it('keeps one timer however many tiles come and go', () => {
    const clock = createFakeClock(1_000_000)
    const setTimeout = vi.spyOn(clock, 'setTimeout')
    const scheduler = createDwellScheduler(clock, 150)
    for (let frame = 0; frame < 5; frame++) {
      const cancels = Array.from({ length: 32 }, () => scheduler.watch(() => undefined))
      clock.advance(16)
      for (const cancel of cancels) cancel()
    }
    expect(setTimeout.mock.calls.length).toBeLessThanOrEqual(5)
  })
})
