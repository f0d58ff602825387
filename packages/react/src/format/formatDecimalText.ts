/** An amount a provider gives as decimal text, grouped and without trailing noise (8 decimals at most). */
export function formatDecimalText(amount: string): string {
  const value = Number(amount)
  return Number.isFinite(value) ? value.toLocaleString('en-US', { maximumFractionDigits: 8 }) : amount
}
