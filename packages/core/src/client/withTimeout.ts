import type { Timers } from './timers.js'

/** Waits for `promise` at most `ms`; says which came first. Rejections pass through. */
export function withTimeout<T>(
  timers: Timers,
  promise: Promise<T>,
  ms: number,
): Promise<{ timedOut: false; value: T } | { timedOut: true }> {
  return new Promise((resolve, reject) => {
    const handle = timers.set(() => resolve({ timedOut: true }), ms)
    promise.then(
      (value) => {
        timers.clear(handle)
        resolve({ timedOut: false, value })
      },
      (error: unknown) => {
        timers.clear(handle)
        reject(error)
      },
    )
  })
}
