import type { AlertCode } from '../../errors/catalogue.js'
import {
  ALERT_INVALID_PROJECT_ID,
  ALERT_ORIGIN_NOT_ALLOWED,
  ALERT_SESSION_EXPIRED,
  type AlertDefinition,
} from '../../errors/definitions.js'

/** Phrases of service error messages and the alert each means (spec §8, R-ERR-20). Matched case-insensitively. */
export const SERVER_MESSAGE_ALERTS: ReadonlyArray<{ phrase: string; alert: AlertDefinition<AlertCode> }> = [
  { phrase: 'origin not allowed', alert: ALERT_ORIGIN_NOT_ALLOWED },
  { phrase: 'jwt token not yet valid', alert: ALERT_SESSION_EXPIRED },
  { phrase: 'jwt not yet valid', alert: ALERT_SESSION_EXPIRED },
  { phrase: 'token is not yet valid', alert: ALERT_SESSION_EXPIRED },
  { phrase: 'invalid key', alert: ALERT_INVALID_PROJECT_ID },
]

export function alertForServerMessage(message: string | undefined): AlertDefinition<AlertCode> | undefined {
  if (!message) return undefined
  const lower = message.toLowerCase()
  return SERVER_MESSAGE_ALERTS.find((entry) => lower.includes(entry.phrase))?.alert
}
