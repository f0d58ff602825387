import { type Address, erc20Abi, getAddress, type PublicClient } from 'viem'
import type { ChainContracts } from '../chain/seed-chain.js'
import { COLLECTIBLE, DUSD, SPAM_COLLECTIBLE } from '../chain/seed-chain.js'

export interface TokenInfo {
  kind: 'erc20' | 'erc721'
  address: Address
  name: string
  symbol: string
  decimals: number
  isSpam: boolean
  /** False for a contract whose name() or symbol() cannot be read: the history says null for both. */
  named: boolean
}

export const NATIVE_TOKEN = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

/** Fixed USD prices: devnet has no market, and stable figures make tests exact. */
export const USD_PRICES: Readonly<Record<string, number>> = {
  ETH: 3000,
  dUSD: 1,
  USDC: 1,
  USDT: 1,
  DAI: 1,
  WBTC: 60000,
}

export function priceOf(symbol: string): number {
  return USD_PRICES[symbol] ?? 0
}

/**
 * What the indexer knows about the token contracts of one chain: the devnet contracts
 * up front, any other contract read from the chain the first time one of its events is seen.
 */
export class TokenCatalog {
  private readonly tokens = new Map<string, TokenInfo>()
  private readonly client: PublicClient

  constructor(client: PublicClient, contracts: ChainContracts) {
    this.client = client
    this.add({ kind: 'erc20', address: contracts.erc20, ...DUSD, isSpam: false, named: true })
    this.add({
      kind: 'erc721',
      address: contracts.erc721,
      ...COLLECTIBLE,
      decimals: 0,
      isSpam: false,
      named: true,
    })
    this.add({
      kind: 'erc721',
      address: contracts.spamErc721,
      ...SPAM_COLLECTIBLE,
      decimals: 0,
      isSpam: true,
      named: true,
    })
  }

  get(address: Address): TokenInfo | undefined {
    return this.tokens.get(address.toLowerCase())
  }

  fungibles(): TokenInfo[] {
    return [...this.tokens.values()].filter((token) => token.kind === 'erc20')
  }

  async resolve(address: Address, kind: TokenInfo['kind']): Promise<TokenInfo> {
    const known = this.get(address)
    if (known !== undefined) return known
    const read = (functionName: 'name' | 'symbol' | 'decimals') =>
      this.client.readContract({ address, abi: erc20Abi, functionName })
    const [name, symbol, decimals] = await Promise.allSettled([
      read('name'),
      read('symbol'),
      read('decimals'),
    ])
    const info: TokenInfo = {
      kind,
      address: getAddress(address),
      name: name.status === 'fulfilled' ? String(name.value) : 'Unknown token',
      symbol: symbol.status === 'fulfilled' ? String(symbol.value) : 'UNKNOWN',
      decimals: kind === 'erc20' && decimals.status === 'fulfilled' ? Number(decimals.value) : 0,
      isSpam: false,
      named: name.status === 'fulfilled' && symbol.status === 'fulfilled',
    }
    this.add(info)
    return info
  }

  private add(info: TokenInfo): void {
    this.tokens.set(info.address.toLowerCase(), info)
  }
}
