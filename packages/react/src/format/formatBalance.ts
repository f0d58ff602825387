import { BALANCE_DECIMALS } from '@sigil/core/internal'

const DECIMAL = /^-?\d+(\.\d+)?$/

const balanceFormats = new Map<string, Intl.NumberFormat>()

/** One format per locale: grouped thousands, exactly the spec's decimals. */
function balanceFormat(locale: string): Intl.NumberFormat {
  let format = balanceFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: BALANCE_DECIMALS,
      maximumFractionDigits: BALANCE_DECIMALS,
    })
    balanceFormats.set(locale, format)
  }
  return format
}

/**
 * A whole-unit decimal string as every view shows a balance or an amount held (spec §9):
 * thousands grouped, 3 decimals, `10,000.700 ETH`. The text is formatted as written (no float
 * rounding on the way).
 */
export function formatBalance(
  balance: string | undefined,
  symbol?: string,
  locale = 'en-US',
): string | undefined {
  if (balance === undefined) return undefined
  const text = balance.trim()
  if (!DECIMAL.test(text)) return undefined
  // Intl formats a decimal string exactly; the cast is for the lib types that only know numbers.
  const fixed = balanceFormat(locale).format(text as unknown as number)
  return symbol ? `${fixed} ${symbol}` : fixed
}
