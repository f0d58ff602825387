const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/

/** Whether text is a plain non-negative decimal ('12.5', '.5', '7.'): digits on at least one side of one dot. */
export function isDecimalText(text: string): boolean {
  const match = DECIMAL_TEXT.exec(text)
  return match !== null && (match[1] !== '' || (match[2] ?? '') !== '')
}

/**
 * Whole units as decimal text (`'12.5'`) to the token's base units, exactly (bigints, never
 * floats); undefined for anything that is not a plain non-negative decimal or has more
 * fraction digits than `decimals`.
 */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if ((whole === '' && fraction === '') || fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** Base units back to exact decimal text without trailing zeros (`12500000`, 6 → `'12.5'`). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * A balance as decimal text to base units: digits beyond the token's decimals are cut (never
 * rounded up), and text that is not a plain decimal holds nothing (0).
 */
export function balanceUnits(text: string, decimals: number): bigint {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return 0n
  const [, whole = '', fraction = ''] = match
  return parseUnits(`${whole || '0'}.${fraction.slice(0, decimals)}`, decimals) ?? 0n
}
