import type { Clock } from '@sigil/core'

type Timer = { at: number; callback: () => void }

export type ManualClock = Clock & { advance(ms: number): void }

/** A clock that moves only when the test says so; timers fire in time order. */
export function createManualClock(start = 1_000_000): ManualClock {
  let now = start
  let nextId = 1
  const timers = new Map<number, Timer>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++
      timers.set(id, { at: now + ms, callback })
      return id
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const until = now + ms
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, t]) => t.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
  }
}
