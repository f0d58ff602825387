import { ACCOUNT_NAME_MIN_LENGTH } from '../constants/index.js'

const NAME_CHARACTERS = /^[a-zA-Z0-9-]+$/

/** A name to register: letters, digits and hyphens only, at least 4 characters (suffix excluded). */
export function isValidAccountName(name: string): boolean {
  return typeof name === 'string' && name.length >= ACCOUNT_NAME_MIN_LENGTH && NAME_CHARACTERS.test(name)
}
