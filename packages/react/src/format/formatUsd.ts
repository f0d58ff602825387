const formats = new Map<string, Intl.NumberFormat>()

/** A fiat value in US dollars, cents shown, written as `locale` writes it: `$1,234.50`, `1.234,50 $`. */
export function formatUsd(value: number, locale = 'en-US'): string {
  let format = formats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' })
    formats.set(locale, format)
  }
  return format.format(value)
}
