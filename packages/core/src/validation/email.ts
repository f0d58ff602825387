// Pragmatic rather than RFC 5322: a local part, one @, and a domain of dot-separated labels.
const EMAIL =
  /^[^\s@"(),:;<>[\\\]]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)+$/
const EMAIL_MAX_LENGTH = 254

/** Whether `value` is an email address we accept, both to connect and to update (spec §5). */
export function isEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value)
}
