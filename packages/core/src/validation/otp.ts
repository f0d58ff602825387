/** A one-time password must be a string; its format is the embedded wallet's concern. */
export function isOtp(value: unknown): value is string {
  return typeof value === 'string'
}
