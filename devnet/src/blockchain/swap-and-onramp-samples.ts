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
