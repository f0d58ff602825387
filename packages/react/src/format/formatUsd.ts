const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** A fiat value in US dollars, cents shown: `$1,234.50`. */
export function formatUsd(value: number): string {
  return usd.format(value)
}
