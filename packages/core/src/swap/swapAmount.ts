/**
 * An amount typed into Swap: `value` (base units) when it is a positive number the token can
 * hold, `message` when something is wrong, in words. An amount above the balance has both:
 * it can be quoted but not swapped. Empty text has neither.
 */
export type SwapAmountCheck = { value?: bigint; message?: string }

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/

/**
 * Whole units as decimal text (`'0.5'`) to base units, exactly; undefined for text that is not
 * a plain non-negative decimal, or that has more fraction digits than the token's decimals.
 */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if ((whole === '' && fraction === '') || fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** Base units back to exact decimal text without trailing zeros (`1500000`, 6 → `'1.5'`). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

const grouped = new Intl.NumberFormat('en-US')

/**
 * An amount for reading, rounded down so it never promises more than there is: four
 * decimals from 1 up, six significant digits below 1 (`'2,991.0312'`, `'0.000123456'`), and
 * '<0.000001' for dust.
 */
export function formatAmount(value: bigint, decimals: number): string {
  if (value === 0n) return '0'
  if (decimals > 6 && value < 10n ** BigInt(decimals - 6)) return '<0.000001'
  const one = 10n ** BigInt(decimals)
  const whole = value / one
  let fraction = formatUnits(value % one, decimals).split('.')[1] ?? ''
  if (whole > 0n) fraction = fraction.slice(0, 4)
  else {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    fraction = fraction.slice(0, leadingZeros + 6)
  }
  fraction = fraction.replace(/0+$/, '')
  return `${grouped.format(whole)}${fraction ? `.${fraction}` : ''}`
}

/** Checks what was typed for the token being sold: not a number, too many decimals, zero, above the balance. */
export function checkSwapAmount(
  text: string,
  token: { symbol: string; decimals: number; balance: bigint },
): SwapAmountCheck {
  const trimmed = text.trim()
  if (trimmed === '') return {}
  const match = DECIMAL_TEXT.exec(trimmed)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { message: 'Enter a valid amount' }
  const value = parseUnits(trimmed, token.decimals)
  if (value === undefined) return { message: `${token.symbol} has at most ${token.decimals} decimals` }
  if (value === 0n) return { message: 'Enter an amount greater than 0' }
  if (value > token.balance) return { value, message: `Insufficient ${token.symbol} balance` }
  return { value }
}

/**
 * What Max fills in: the whole balance of a token; for the native currency the balance less
 * `reserve`, kept for the network fees of the swap. Never below zero.
 */
export function maxSwapAmount(token: { balance: bigint; native: boolean }, reserve: bigint): bigint {
  const available = token.native ? token.balance - reserve : token.balance
  return available > 0n ? available : 0n
}
