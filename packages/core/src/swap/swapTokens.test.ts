import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../services/blockchain/schemas.js'
import type { SwapToken } from '../services/blockchain/swapSchemas.js'
import { findSwapToken, toSwapTokens } from './swapTokens.js'

const token = (symbol: string, address: string, decimals: number): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:1:${address}`,
  decimals,
  logoUri: '',
  eip2612: false,
})
const ETH = token('ETH', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 18)
const DUSD = token('dUSD', '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35', 6)
const DAI = token('DAI', '0x6b175474e89094c44da98b954eedeac495271d0f', 18)

const balance = (symbol: string, numeric: string, address?: string, price = 1): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  ...(address ? { address: `eip155:1:${address}` } : {}),
  value: 0,
  price,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

describe('swap tokens', () => {
  it('R-ACCT-04 each token carries what the account holds: native by the entry without address, tokens by contract (any case)', () => {
    const tokens = toSwapTokens(
      [DAI, DUSD, ETH],
      [
        balance('ETH', '1.25', undefined, 3000),
        balance('dUSD', '1991.1234567', DUSD.address.slice(9).toLowerCase()),
      ],
    )
    expect(tokens.map((t) => [t.symbol, t.balance, t.native, t.price])).toEqual([
      ['ETH', 125n * 10n ** 16n, true, 3000],
      // More digits than the token has are cut, never rounded up.
      ['dUSD', 1_991_123_456n, false, 1],
      ['DAI', 0n, false, 0],
    ])
  })

  it('the native currency leads, then held tokens, then the rest in the service order', () => {
    const tokens = toSwapTokens([DAI, DUSD, ETH], [balance('dUSD', '5', DUSD.address.slice(9))])
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'dUSD', 'DAI'])
  })

  it('a token is found by its CAIP-10 address or its symbol, case-insensitive', () => {
    const tokens = toSwapTokens([ETH, DUSD], [])
    expect(findSwapToken(tokens, 'dusd')?.symbol).toBe('dUSD')
    expect(findSwapToken(tokens, DUSD.address.toLowerCase())?.symbol).toBe('dUSD')
    expect(findSwapToken(tokens, 'USDC')).toBeUndefined()
    expect(findSwapToken(tokens, undefined)).toBeUndefined()
  })
})
