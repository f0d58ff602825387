import { EMAIL_DISPLAY_MAX_CHARS } from '../constants/index.js'

const REPLACED_CHARS = 3

/** An email as displayed: past 30 characters its last 3 characters become an ellipsis. */
export function truncateEmail(email: string): string {
  if (email.length <= EMAIL_DISPLAY_MAX_CHARS) return email
  return `${email.slice(0, -REPLACED_CHARS)}…`
}
