import type { Address } from 'viem'
import type { ChainService } from '../blockchain/chain-services.js'
import { priceOf } from '../blockchain/token-catalog.js'
import { badRequest } from '../http/http-error.js'

/** What devnet's onramp sells: the native currency and dUSD, on every devnet chain. */
export interface OnrampAsset {
  id: string
  symbol: string
  name: string
  decimals: number
  /** The ERC-20 on a chain, or null for the native currency. */
  contract(service: ChainService): Address | null
}

export const ONRAMP_ASSETS: readonly OnrampAsset[] = [
  { id: 'eth', symbol: 'ETH', name: 'Ether', decimals: 18, contract: () => null },
  { id: 'dusd', symbol: 'dUSD', name: 'Devnet USD', decimals: 6, contract: (s) => s.chain.contracts.erc20 },
]

/** Fixed exchange rates to USD of the payment currencies the provider page takes. */
export const FIAT_IN_USD: Readonly<Record<string, number>> = { USD: 1, EUR: 1.1, GBP: 1.25 }

/** The provider keeps 1.5% (spec §9: provider fees range 1 to 2%) plus a flat network fee. */
export const PROVIDER_FEE_PERCENT = 1.5
export const NETWORK_FEE = 0.25
/** Payment amounts accepted, in the payment currency: the card minimum to the bank maximum. */
export const PAYMENT_LIMITS = { min: 10, max: 25_000 } as const

/** The name a devnet chain has in the onramp options ('devnet-a'). */
export function onrampNetworkName(service: ChainService): string {
  return service.chain.name.toLowerCase().replace(/\s+/g, '-')
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim()
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>
    if (typeof record.id === 'string') return record.id.trim()
    if (typeof record.symbol === 'string') return record.symbol.trim()
  }
  return null
}

/** An asset by id or symbol, given as text or as an options entry (`{ id, symbol, … }`). */
export function findAsset(value: unknown, name: string): OnrampAsset {
  const id = idOf(value)
  const asset =
    id === null
      ? undefined
      : ONRAMP_ASSETS.find(
          (entry) => entry.id === id.toLowerCase() || entry.symbol.toLowerCase() === id.toLowerCase(),
        )
  if (asset === undefined)
    throw badRequest(`${name} must be one of ${ONRAMP_ASSETS.map((entry) => entry.symbol).join(', ')}`)
  return asset
}

/** A devnet chain by onramp name ('devnet-a'), chain id ('31337') or CAIP-2 ('eip155:31337'). */
export function findNetwork(chains: readonly ChainService[], value: unknown, name: string): ChainService {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : ''
  const service = chains.find(
    (entry) =>
      onrampNetworkName(entry) === text ||
      String(entry.chain.chainId) === text ||
      entry.chain.caipId === text,
  )
  if (service === undefined)
    throw badRequest(`${name} must be one of ${chains.map(onrampNetworkName).join(', ')} (or a chain id)`)
  return service
}

/** USD price of one whole unit of the asset. */
export function assetPrice(asset: OnrampAsset): number {
  return priceOf(asset.symbol)
}

/** A decimal text without trailing zeros, at most `decimals` places. */
export function formatAmount(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals)
  return fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed
}
