import type { TokenBalance } from '../services/blockchain/schemas.js'
import type { OnrampAsset } from './purchaseAssets.js'

const SCALE = 36

/** Decimal text as an integer scaled by 10^36, exact for any token's decimals. */
function scaled(text: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.')
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return 0n
  return (
    BigInt(whole || '0') * 10n ** BigInt(SCALE) + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0') || '0')
  )
}

function unscaled(value: bigint): string {
  const digits = value.toString().padStart(SCALE + 1, '0')
  const whole = digits.slice(0, digits.length - SCALE)
  const fraction = digits.slice(digits.length - SCALE).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

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
  const difference = scaled(after) - scaled(before)
  return difference > 0n ? unscaled(difference) : undefined
}
