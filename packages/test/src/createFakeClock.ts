import type { Clock } from '@sigil/core'

export type FakeClock = Clock & {
  /** Moves time forward, running every timer that falls due, in time order. */
  advance(ms: number): void
  /**
   * As `advance`, letting queued promise callbacks run before the first timer, after each one and
   * at the end: for code that awaits between its timers.
   */
  advanceAsync(ms: number): Promise<void>
  /** How many timers are waiting. */
  pendingTimers(): number
}

/** A clock for tests: time only moves when the test says so. */
export function createFakeClock(start = 0): FakeClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()

  /** The id of the earliest timer due by `until`; of timers due together, the first set. */
  const nextDue = (until: number): number | undefined => {
    let best: number | undefined
    for (const [id, timer] of timers) {
      if (timer.at > until) continue
      const current = best === undefined ? undefined : timers.get(best)
      if (current === undefined || timer.at < current.at) best = id
    }
    return best
  }
  const fire = (id: number) => {
    const timer = timers.get(id)!
    timers.delete(id)
    now = timer.at
    timer.callback()
  }

  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, ms), callback })
      return id
    },
    clearTimeout(handle) {
      if (typeof handle === 'number') timers.delete(handle)
    },
    advance(ms) {
      const until = now + ms
      for (let id = nextDue(until); id !== undefined; id = nextDue(until)) fire(id)
      now = until
    },
    async advanceAsync(ms) {
      const until = now + ms
      await flushPromises()
      for (let id = nextDue(until); id !== undefined; id = nextDue(until)) {
        fire(id)
        await flushPromises()
      }
      now = until
      await flushPromises()
    },
    pendingTimers: () => timers.size,
  }
}

/** Lets every queued promise callback run. */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
