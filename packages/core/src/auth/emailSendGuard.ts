import type { Clock } from '../client/types.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/index.js'

/** The allowed-to-trigger limits of sending a sign-in email (R-SEC-01, our documented choice). */
export type EmailSendLimits = {
  /** Between two sends to one address (spec §9: 30 s, R-PERF-03). */
  cooldownMs: number
  /** At most this many sends per client within `windowMs`, to any address. */
  maxSends: number
  windowMs: number
}

export const DEFAULT_EMAIL_SEND_LIMITS: EmailSendLimits = {
  cooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
  maxSends: 5,
  windowMs: 10 * 60_000,
}

export type EmailSendCheck =
  | { allowed: true }
  | { allowed: false; reason: 'cooldown'; secondsLeft: number }
  | { allowed: false; reason: 'limit'; secondsLeft: number }

export type EmailSendGuard = {
  /** Whether a code may be sent to `email` now; nothing is recorded. */
  check(email: string): EmailSendCheck
  /** Records a send that went out. */
  record(email: string): void
}

/**
 * Decides whether a sign-in email may be sent, before any network call: a second send to one
 * address waits out the cooldown, and a burst of sends is capped. The seconds left are whole
 * seconds rounded up, for 'Please try again after N seconds' (R-ERR-07).
 */
export function createEmailSendGuard(
  clock: Pick<Clock, 'now'>,
  limits: EmailSendLimits = DEFAULT_EMAIL_SEND_LIMITS,
): EmailSendGuard {
  const lastByEmail = new Map<string, number>()
  let sends: number[] = []
  const key = (email: string) => email.trim().toLowerCase()
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
  return {
    check(email) {
      const now = clock.now()
      const last = lastByEmail.get(key(email))
      if (last !== undefined && now - last < limits.cooldownMs)
        return { allowed: false, reason: 'cooldown', secondsLeft: seconds(last + limits.cooldownMs - now) }
      sends = sends.filter((at) => now - at < limits.windowMs)
      if (sends.length >= limits.maxSends)
        return { allowed: false, reason: 'limit', secondsLeft: seconds(sends[0]! + limits.windowMs - now) }
      return { allowed: true }
    },
    record(email) {
      const now = clock.now()
      lastByEmail.set(key(email), now)
      sends.push(now)
    },
  }
}
