import { FIAT_IN_USD, ONRAMP_ASSETS, onrampNetworkName, PAYMENT_LIMITS } from '../onramp/onramp-catalog.js'
import type { ChainService } from './chain-services.js'
import { NATIVE_TOKEN } from './token-catalog.js'

/** The address hosted swap APIs use for a chain's native currency. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

export function swapTokens(service: ChainService, tokenIcon: (symbol: string) => string) {
  const { caipId } = service.chain
  const native = {
    name: NATIVE_TOKEN.name,
    symbol: NATIVE_TOKEN.symbol,
    address: `${caipId}:${NATIVE_TOKEN_ADDRESS}`,
    decimals: NATIVE_TOKEN.decimals,
    logoUri: tokenIcon(NATIVE_TOKEN.symbol),
    eip2612: false,
  }
  const tokens = service.catalog.fungibles().map((token) => ({
    name: token.name,
    symbol: token.symbol,
    address: `${caipId}:${token.address}`,
    decimals: token.decimals,
    logoUri: tokenIcon(token.symbol),
    eip2612: false,
  }))
  return { tokens: [native, ...tokens] }
}

export async function gasPrice(service: ChainService) {
  const price = await service.chain.client.getGasPrice()
  return {
    standard: price.toString(),
    fast: ((price * 12n) / 10n).toString(),
    instant: ((price * 15n) / 10n).toString(),
  }
}

/** Card payments stop lower than bank payments (spec §9: card up to 7,500). */
const CARD_MAX = 7_500

/**
 * Onramp currencies for the devnet chains, from the onramp catalogue: its payment currencies
 * with the spec's default payment limits, and its assets on every chain.
 */
export function onrampOptions(services: readonly ChainService[]) {
  const money = (value: number) => value.toFixed(2)
  return {
    paymentCurrencies: Object.keys(FIAT_IN_USD).map((id) => ({
      id,
      payment_method_limits: [
        { id: 'card', min: money(PAYMENT_LIMITS.min), max: money(CARD_MAX) },
        { id: 'ach_bank_account', min: money(PAYMENT_LIMITS.min), max: money(PAYMENT_LIMITS.max) },
      ],
    })),
    purchaseCurrencies: ONRAMP_ASSETS.map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: services.map((service) => ({
        name: onrampNetworkName(service),
        display_name: service.chain.name,
        chain_id: String(service.chain.chainId),
        contract_address: asset.contract(service) ?? '',
      })),
    })),
  }
}
