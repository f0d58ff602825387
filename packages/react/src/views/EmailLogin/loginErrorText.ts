import { isSigilError } from '@sigil/core'
import { FRAME_ERROR } from '@sigil/core/internal'
import { errorText } from '../../strings/errorText.js'
import type { T } from '../../strings/useT.js'

/**
 * Words a person can act on for a failed login step: the catalogue's words for the error's code;
 * a secure-site error keeps the site's own message (spec §8: frame errors surface the payload
 * message), as does an error the embedded wallet raised in its own words (an invalid email).
 * Undefined for a failure that raised a modal alert (the frame did not load, or did not answer):
 * the alert above the view says it, once.
 */
export function loginErrorText(error: unknown, t: T): string | undefined {
  if (isAlerted(error)) return undefined
  if (isSigilError(error)) {
    if (error.code === FRAME_ERROR.code) return error.shortMessage
    const known = errorText(t, error, 'error.generic')
    return known !== t('error.generic') ? known : error.shortMessage
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message.split('\n')[0]!
  return t('error.generic')
}

/** The embedded wallet's timeouts carry the code of the alert they raised. */
const isAlerted = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { alertCode?: unknown }).alertCode === 'string'
