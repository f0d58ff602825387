const SIGNED_MESSAGE = /^0x[0-9a-fA-F]{62,}$/

/** `0x` followed by at least 62 hex characters. */
export function isSignedMessage(value: string): boolean {
  return typeof value === 'string' && SIGNED_MESSAGE.test(value)
}
