import { isSigilError } from '@sigil/core'

/** Words a person can act on for a failed login step: the catalogue's text, or the secure site's. */
export function loginErrorText(error: unknown): string {
  if (isSigilError(error)) return error.shortMessage
  if (error instanceof Error && error.message.trim() !== '') return error.message.split('\n')[0]!
  return 'Something went wrong. Try again.'
}
