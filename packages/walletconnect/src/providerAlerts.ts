import type { AlertCode } from '@sigil/core'

/**
 * The dApp SDK reports service problems only as error messages; these are the ones that mean
 * something the app's owner must fix or the person must know (R-ERR-21). Matched in order.
 */
const MESSAGE_ALERTS: ReadonlyArray<readonly [RegExp, AlertCode]> = [
  [/project id.*(not|missing)|missing project ?id/i, 'PROJECT_ID_NOT_CONFIGURED'],
  [/invalid (key|project ?id)|unauthorized|project not found/i, 'INVALID_PROJECT_ID'],
  [/origin not allowed|not on (the )?allow ?list/i, 'ORIGIN_NOT_ALLOWED'],
  [/jwt.*not yet valid|session expired|invalid session/i, 'SESSION_EXPIRED'],
  [/rate limit|too many requests/i, 'RATE_LIMITED'],
]

export function alertForProviderError(error: unknown): AlertCode | undefined {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : messageOf(error)
  if (message === undefined) return undefined
  return MESSAGE_ALERTS.find(([pattern]) => pattern.test(message))?.[1]
}

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' ? message : undefined
}
