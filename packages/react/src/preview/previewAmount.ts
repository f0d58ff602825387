import { formatUnits } from '../format/formatUnits.js'
import type { LocaleFormat } from '../format/localeFormat.js'

/** Every digit a significant-digit format can carry: a fee shown to the wei. */
const ALL_DIGITS = 21

/**
 * An amount the preview shows: as every balance (3 decimals) when that loses nothing, else
 * with all its digits, so a number never reads as another one (0.0001 is not "0.000").
 */
export function previewAmount(format: LocaleFormat, value: bigint, decimals: number): string {
  const text = formatUnits(value < 0n ? -value : value, decimals)
  const fraction = text.split('.')[1] ?? ''
  return fraction.length <= 3 ? (format.balance(text) ?? text) : format.significant(text, ALL_DIGITS)
}
