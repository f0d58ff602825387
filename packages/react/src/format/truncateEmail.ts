import { EMAIL_DISPLAY_MAX_CHARS } from '@sigil/core/internal'

const REPLACED_CHARS = 3

/** An email longer than the display maximum has its own last three characters replaced by an ellipsis. */
export function truncateEmail(email: string): string {
  if (email.length <= EMAIL_DISPLAY_MAX_CHARS) return email
  return `${email.slice(0, email.length - REPLACED_CHARS)}…`
}
