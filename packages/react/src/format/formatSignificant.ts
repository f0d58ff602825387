import { formatUnits } from './formatUnits.js'

/** A fee carries this many significant digits everywhere: enough to compare, not a wall of decimals. */
export const FEE_SIGNIFICANT_DIGITS = 4
/** A rate carries this many: a price in the thousands keeps its cents. */
export const RATE_SIGNIFICANT_DIGITS = 6

const formats = new Map<string, Intl.NumberFormat>()

/**
 * A fee or a rate: a fixed number of significant digits (fees 4, rates 6), thousands grouped
 * the same way as balances (`0.00002100` reads `0.000021`, a 1234.5678 fee reads `1,235`).
 */
export function formatSignificant(
  value: string | number,
  digits: number = FEE_SIGNIFICANT_DIGITS,
  locale = 'en-US',
): string {
  const id = `${locale}|${digits}`
  let format = formats.get(id)
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumSignificantDigits: digits })
    formats.set(id, format)
  }
  const text = typeof value === 'number' ? value : value.trim()
  if (typeof text === 'string' && !/^-?\d+(\.\d+)?$/.test(text)) return text
  return format.format(text as unknown as number)
}

/** A fee or rate given in a token's smallest units. */
export const formatSignificantUnits = (
  value: bigint,
  decimals: number,
  digits: number = FEE_SIGNIFICANT_DIGITS,
  locale = 'en-US',
) => formatSignificant(formatUnits(value, decimals), digits, locale)
