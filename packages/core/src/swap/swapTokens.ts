import { balanceUnits } from '../amounts/units.js'
import type { TokenBalance } from '../services/blockchain/schemas.js'
import { NATIVE_TOKEN_ADDRESS } from '../services/blockchain/swapCalls.js'
import type { SwapToken } from '../services/blockchain/swapSchemas.js'

/** A token Swap offers, with what the account holds of it. */
export type SwapTokenOption = {
  /** CAIP-10 on the swap's network; the native currency is `…:0xeeee…eeee`. */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string
  native: boolean
  /** Held, in base units (0 when the balance list does not name the token). */
  balance: bigint
  /** US dollars per whole token, 0 when unknown. */
  price: number
}

const plainAddress = (caip10: string) => caip10.slice(caip10.lastIndexOf(':') + 1).toLowerCase()

/**
 * The swap service's tokens with the account's balances: a balance entry without an address
 * is the native currency, the others match by contract address. Held tokens come first (the
 * native currency leading), then the rest in the service's order.
 */
export function toSwapTokens(
  tokens: readonly SwapToken[],
  balances: readonly TokenBalance[],
): SwapTokenOption[] {
  const byAddress = new Map<string, TokenBalance>()
  for (const balance of balances)
    byAddress.set(balance.address ? plainAddress(balance.address) : NATIVE_TOKEN_ADDRESS, balance)
  const options = tokens.map((token): SwapTokenOption => {
    const address = plainAddress(token.address)
    const balance = byAddress.get(address)
    return {
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri,
      native: address === NATIVE_TOKEN_ADDRESS,
      // A quantity written with more digits than the token has is cut.
      balance: balance ? balanceUnits(balance.quantity.numeric, token.decimals) : 0n,
      price: balance?.price ?? 0,
    }
  })
  const rank = (token: SwapTokenOption) => (token.native ? 0 : token.balance > 0n ? 1 : 2)
  return options
    .map((token, index) => ({ token, index }))
    .sort((a, b) => rank(a.token) - rank(b.token) || a.index - b.index)
    .map(({ token }) => token)
}

/** The token named by a CAIP-10 address or a symbol (case-insensitive), if offered. */
export function findSwapToken(tokens: readonly SwapTokenOption[], name: string | undefined) {
  if (!name) return undefined
  const wanted = name.toLowerCase()
  return (
    tokens.find((token) => token.address.toLowerCase() === wanted) ??
    tokens.find((token) => token.symbol.toLowerCase() === wanted)
  )
}
