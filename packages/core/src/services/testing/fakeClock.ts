import type { Clock } from '../../clock/clock.js'

export type FakeClock = Clock & {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): Promise<void>
}

/** A clock for tests: time only moves when the test says so. */
export function createFakeClock(start = 0): FakeClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve))
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + Math.max(0, ms), callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    async advance(ms) {
      const target = now + ms
      await settle()
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= target)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
        await settle()
      }
      now = target
      await settle()
    },
  }
}
