import type { Clock } from '../../clock/clock.js'
import { sleep } from '../sleep.js'

/**
 * Settles like `work`, but not before `minimumMs` have passed since `startedAt` (the call, unless
 * the loading state began earlier, e.g. at a keystroke), so a fast answer does not make a
 * loading state flicker (R-PERF-13).
 */
export async function withMinimumWait<T>(
  clock: Clock,
  minimumMs: number,
  work: Promise<T>,
  startedAt: number = clock.now(),
): Promise<T> {
  const [outcome] = await Promise.all([
    work.then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
    sleep(clock, Math.max(0, startedAt + minimumMs - clock.now())),
  ])
  if (!outcome.ok) throw outcome.error
  return outcome.value
}
