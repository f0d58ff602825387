import { textDirection } from '@sigil/core/internal'
import { formatBalance } from './formatBalance.js'
import { FEE_SIGNIFICANT_DIGITS, formatSignificant, formatSignificantUnits } from './formatSignificant.js'
import { formatUnits } from './formatUnits.js'
import { formatUsd } from './formatUsd.js'
import { numberLocale } from './numberLocale.js'

/** Every number, amount and date a view shows, written in the modal's active locale. */
export type LocaleFormat = {
  /** The locale the numbers are written in (`ar-u-nu-latn` for Arabic). */
  readonly locale: string
  /** A balance or amount held: 3 decimals, thousands grouped (`1.234,568 ETH` in German). */
  balance(value: string | undefined, symbol?: string): string | undefined
  /** An amount in smallest units, shown as a balance. */
  units(value: bigint, decimals: number, symbol?: string): string
  /** A fee (4 significant digits) or a rate (pass 6). */
  significant(value: string | number, digits?: number): string
  /** A fee or a rate in smallest units. */
  significantUnits(value: bigint, decimals: number, digits?: number): string
  /** A value in US dollars. */
  usd(value: number): string
  /** A count or a plain number. */
  number(value: number): string
  /** An amount of a payment currency, to the cent (`12.50`, `12,50`); text that is no number stays as it is. */
  money(text: string): string
  /** A percentage given as a percent (`0.5` → `0.5%`, `0,5 %`). */
  percent(value: number): string
  /** A day: `November 24, 2026`. */
  day(time: number): string
  /** A day and a time of day: `Nov 24, 14:05`. */
  dateTime(time: number): string
  /**
   * Data that reads left to right (an address, a hash, an amount with its symbol) put into a
   * sentence: isolated (U+2066 … U+2069) in a right-to-left locale so the words around it
   * cannot reorder it; as it is in a left-to-right one.
   */
  ltr(text: string): string
}

const cache = new Map<string, LocaleFormat>()

/** Made on first use: building an Intl formatter takes milliseconds, and most views show none. */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined
  return () => {
    made ??= make()
    return made
  }
}

/** The formats of one locale, made once and shared by every view. */
export function localeFormat(locale: string): LocaleFormat {
  const cached = cache.get(locale)
  if (cached) return cached
  const tag = numberLocale(locale)
  const numbers = onFirstUse(() => new Intl.NumberFormat(tag))
  const percents = onFirstUse(
    () => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }),
  )
  const cents = onFirstUse(
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  )
  const days = onFirstUse(
    () => new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', year: 'numeric' }),
  )
  const times = onFirstUse(
    () =>
      new Intl.DateTimeFormat(tag, {
        month: 'short',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  )
  const rtl = textDirection(locale) === 'rtl'
  const format: LocaleFormat = {
    locale: tag,
    balance: (value, symbol) => formatBalance(value, symbol, tag),
    units: (value, decimals, symbol) => formatBalance(formatUnits(value, decimals), symbol, tag) ?? '',
    significant: (value, digits = FEE_SIGNIFICANT_DIGITS) => formatSignificant(value, digits, tag),
    significantUnits: (value, decimals, digits = FEE_SIGNIFICANT_DIGITS) =>
      formatSignificantUnits(value, decimals, digits, tag),
    usd: (value) => formatUsd(value, tag),
    number: (value) => numbers().format(value),
    money: (text) => {
      const value = Number(text)
      return text.trim() !== '' && Number.isFinite(value) ? cents().format(value) : text
    },
    percent: (value) => percents().format(value / 100),
    day: (time) => days().format(time),
    dateTime: (time) => times().format(time),
    ltr: (text) => (rtl && text ? `\u2066${text}\u2069` : text),
  }
  cache.set(locale, format)
  return format
}
