import { balanceUnits, formatUnits } from '../amounts/units.js'
import type { TokenBalance } from '../services/blockchain/schemas.js'
import type { OnrampAsset } from './purchaseAssets.js'

/** Enough decimals to be exact for any token's quantity. */
const SCALE = 36

/**
 * How much of the asset a balance list says the account holds, as decimal text ('0' when
 * absent): an ERC-20 by its contract address, the native currency by the entry without one.
 */
export function heldAmount(balances: readonly TokenBalance[], asset: OnrampAsset): string {
  const contract = asset.network.contract_address.toLowerCase()
  const entry = balances.find((balance) =>
    contract
      ? balance.address?.toLowerCase().endsWith(`:${contract}`)
      : balance.address === undefined && balance.symbol.toLowerCase() === asset.symbol.toLowerCase(),
  )
  return entry?.quantity.numeric ?? '0'
}

/** `after − before` as decimal text when the holding grew, undefined otherwise. */
export function growth(before: string, after: string): string | undefined {
  const difference = balanceUnits(after, SCALE) - balanceUnits(before, SCALE)
  return difference > 0n ? formatUnits(difference, SCALE) : undefined
}
