import { formatUnits } from 'viem'

/** A balance in wei as decimal text in the currency's units (loaded with the first balance read). */
export function formatBalance(wei: bigint, decimals: number): string {
  return formatUnits(wei, decimals)
}
