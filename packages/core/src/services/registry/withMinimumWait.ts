import type { Clock } from '../../client/types.js'
import { sleep } from '../sleep.js'

/**
 * Settles like `work`, but not before `minimumMs` have passed since the call, so a fast
 * answer does not make a loading state flicker (R-PERF-13).
 */
export async function withMinimumWait<T>(clock: Clock, minimumMs: number, work: Promise<T>): Promise<T> {
  const [outcome] = await Promise.all([
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    sleep(clock, minimumMs),
  ])
  if (!outcome.ok) throw outcome.error
  return outcome.value
}
