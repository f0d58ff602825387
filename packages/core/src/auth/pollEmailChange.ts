import type { Clock } from '../client/types.js'
import { EMAIL_CHANGE_POLL_MS } from '../constants/index.js'
/** How long the change may take to show before the app says it did not. */
export const EMAIL_CHANGE_WAIT_MS = 30_000

export type PollEmailChangeOptions = {
  clock: Clock
  /** The user's email as the secure site reports it now. */
  readEmail(): Promise<string | null | undefined>
  /** The new email being confirmed. */
  email: string
  timeoutMs?: number
}

const same = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * Waits until the secure site reports `email` as the user's, asking every 1 s (R-PERF-06):
 * a change is confirmed by the site, not assumed by the app. A failed read counts as not yet;
 * past the time limit it fails with words a person can act on.
 */
export function pollEmailChange(options: PollEmailChangeOptions): Promise<void> {
  const { clock, readEmail, email } = options
  const until = clock.now() + (options.timeoutMs ?? EMAIL_CHANGE_WAIT_MS)
  return new Promise((resolve, reject) => {
    const tick = () => {
      readEmail().then(
        (current) => (same(current, email) ? resolve() : next()),
        () => next(),
      )
    }
    const next = () => {
      if (clock.now() + EMAIL_CHANGE_POLL_MS > until) {
        reject(new Error('The new email was not confirmed in time. Check your account and try again.'))
        return
      }
      clock.setTimeout(tick, EMAIL_CHANGE_POLL_MS)
    }
    next()
  })
}
