import {
  assetPrice,
  FIAT_IN_USD,
  formatAmount,
  NETWORK_FEE,
  type OnrampAsset,
  PROVIDER_FEE_PERCENT,
} from './onramp-catalog.js'

/**
 * What paying `total` of `fiat` buys of `asset` on the provider page, after the provider fee and
 * the network fee: the subtotal in `fiat` and the purchased amount as decimal text (six places
 * at most).
 */
export function purchaseFor(total: number, fiat: string, asset: OnrampAsset) {
  const providerFee = Math.round(total * PROVIDER_FEE_PERCENT) / 100
  const subtotal = Math.round((total - providerFee - NETWORK_FEE) * 100) / 100
  return { subtotal, purchased: formatAmount((subtotal * FIAT_IN_USD[fiat]!) / assetPrice(asset), 6) }
}
