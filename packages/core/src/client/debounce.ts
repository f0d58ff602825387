import { DEBOUNCE_MS } from '../constants/index.js'
import type { Clock } from './types.js'

export type Debounced<A extends unknown[]> = { call(...args: A): void; cancel(): void }

/** Runs `action` once, `ms` after the last call, with that call's arguments (R-PERF-08). */
export function debounce<A extends unknown[]>(
  clock: Clock,
  action: (...args: A) => void,
  ms: number = DEBOUNCE_MS,
): Debounced<A> {
  let handle: unknown
  let pending = false
  const cancel = (): void => {
    if (pending) clock.clearTimeout(handle)
    pending = false
  }
  return {
    call(...args) {
      cancel()
      pending = true
      handle = clock.setTimeout(() => {
        pending = false
        action(...args)
      }, ms)
    },
    cancel,
  }
}
