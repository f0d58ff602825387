import type { Clock } from '../client/types.js'

export type FakeClock = Clock & {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void
  pendingTimers(): number
}

/** A clock for tests: time only moves when `advance` is called. */
export function createFakeClock(start = 0): FakeClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()

  const nextDue = (until: number): number | undefined => {
    let best: number | undefined
    for (const [id, timer] of timers) {
      if (timer.at > until) continue
      const current = best === undefined ? undefined : timers.get(best)
      if (current === undefined || timer.at < current.at) best = id
    }
    return best
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
      for (let id = nextDue(until); id !== undefined; id = nextDue(until)) {
        const timer = timers.get(id)!
        timers.delete(id)
        now = timer.at
        timer.callback()
      }
      now = until
    },
    pendingTimers: () => timers.size,
  }
}

/** Lets every queued promise callback run. */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
