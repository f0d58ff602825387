import { BALANCE_DECIMALS } from '@sigil/core'

/** A whole-unit decimal string shown with the spec's fixed number of decimals. */
export function formatBalance(balance: string | undefined, symbol?: string): string | undefined {
  if (balance === undefined || balance === '') return undefined
  const value = Number(balance)
  if (!Number.isFinite(value)) return undefined
  const fixed = value.toFixed(BALANCE_DECIMALS)
  return symbol ? `${fixed} ${symbol}` : fixed
}
