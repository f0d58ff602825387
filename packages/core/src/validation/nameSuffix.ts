import { LEGACY_NAME_SUFFIX, NAME_SUFFIX } from '../constants/index.js'

const SUFFIXES = [NAME_SUFFIX, LEGACY_NAME_SUFFIX] as const

/** Whether `name` is a registered account name: a label ending in `.reown.id` or the legacy `.wcn.id`. */
export function isRegisteredAccountName(name: string): boolean {
  return (
    typeof name === 'string' &&
    SUFFIXES.some((suffix) => name.endsWith(suffix) && name.length > suffix.length)
  )
}

/** The full name a label registers as, always with the current suffix. */
export function toRegisteredAccountName(label: string): string {
  return `${label}${NAME_SUFFIX}`
}

/** The label of a registered name, without either suffix. */
export function stripAccountNameSuffix(name: string): string {
  const suffix = SUFFIXES.find((candidate) => name.endsWith(candidate))
  return suffix ? name.slice(0, -suffix.length) : name
}
