import type { Clock } from '@sigil/core'

/** Tiles due within one frame of each other are told together, so they render in one commit. */
const BATCH_WINDOW_MS = 16

export type DwellScheduler = {
  /** Calls `onDwelt` once `delayMs` have passed, unless the returned cancel is called first. */
  watch(onDwelt: () => void): () => void
}

/**
 * One timer for any number of watchers that all wait the same delay: a fast scroll mounts and
 * unmounts dozens of tiles a frame, and each one only adds or removes a map entry.
 */
export function createDwellScheduler(clock: Clock, delayMs: number): DwellScheduler {
  // Every watcher waits the same delay, so insertion order is due order.
  const waiting = new Map<object, { due: number; onDwelt: () => void }>()
  let timer: unknown
  let armed = false

  const arm = () => {
    if (armed) return
    const first = waiting.values().next().value
    if (!first) return
    armed = true
    timer = clock.setTimeout(fire, Math.max(0, first.due - clock.now()))
  }

  const fire = () => {
    armed = false
    const until = clock.now() + BATCH_WINDOW_MS
    const due: (() => void)[] = []
    for (const [key, entry] of waiting) {
      if (entry.due > until) break
      waiting.delete(key)
      due.push(entry.onDwelt)
    }
    for (const onDwelt of due) onDwelt()
    arm()
  }

  return {
    watch(onDwelt) {
      const key = {}
      waiting.set(key, { due: clock.now() + delayMs, onDwelt })
      arm()
      return () => {
        waiting.delete(key)
        if (waiting.size === 0 && armed) {
          clock.clearTimeout(timer)
          armed = false
        }
      }
    },
  }
}
