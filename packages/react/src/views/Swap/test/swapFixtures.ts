import type { SwapService } from '@sigil/core/swap'

/** A round token icon drawn in SVG: a data URL, so pictures never leave the page. */
export function tokenIcon(color: string, glyph: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${color}"/><text x="20" y="26" font-family="system-ui,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="white">${glyph}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const TOKENS = [
  {
    symbol: 'ETH',
    name: 'Ether',
    address: NATIVE,
    decimals: 18,
    price: 3250,
    held: '1.234567',
    color: '#627eea',
    glyph: 'Ξ',
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
    decimals: 6,
    price: 1,
    held: '2500.5',
    color: '#2775ca',
    glyph: '$',
  },
  {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    address: '0x6b175474e89094c44da98b954eedeac495271d0f',
    decimals: 18,
    price: 1,
    held: '0',
    color: '#f5ac37',
    glyph: 'D',
  },
  {
    symbol: 'WBTC',
    name: 'Wrapped Bitcoin',
    address: '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599',
    decimals: 8,
    price: 65000,
    held: '0',
    color: '#f09242',
    glyph: '₿',
  },
]

export type SwapFixtureCall = { method: string; parameters: unknown }

/**
 * A swap provider for the views' tests and the screenshot page: ETH, USDC, DAI and WBTC on
 * any network, quoted at fixed prices less 0.3%, with an allowance the test sets.
 */
export function fixtureSwapService(options: { allowance?: bigint } = {}) {
  const calls: SwapFixtureCall[] = []
  let allowance = options.allowance ?? 0n
  const on = (caipNetworkId: string) =>
    TOKENS.map((token) => ({ ...token, caip10: `${caipNetworkId}:${token.address}` }))
  const find = (caip10: string) => {
    const address = caip10.slice(caip10.lastIndexOf(':') + 1).toLowerCase()
    const token = TOKENS.find((candidate) => candidate.address === address)
    if (!token) throw new Error(`unknown token ${caip10}`)
    return token
  }
  const convert = (from: string, to: string, amount: bigint) => {
    const sold = find(from)
    const bought = find(to)
    // amount × price_from / price_to, in the bought token's base units, less 0.3%.
    const micro = (price: number) => BigInt(Math.round(price * 1e6))
    const units =
      (amount * micro(sold.price) * 10n ** BigInt(bought.decimals)) /
      (micro(bought.price) * 10n ** BigInt(sold.decimals))
    return (units * 997n) / 1000n
  }
  const service: SwapService = {
    async getSwapTokens(network) {
      calls.push({ method: 'getSwapTokens', parameters: network.caipNetworkId })
      return on(network.caipNetworkId).map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: token.caip10,
        decimals: token.decimals,
        logoUri: tokenIcon(token.color, token.glyph),
        eip2612: false,
      }))
    },
    async getGasPrice() {
      return { standard: '12000000000', fast: '15000000000', instant: '18000000000' }
    },
    async getBalances({ network, forceUpdate }) {
      calls.push({ method: 'getBalances', parameters: { forceUpdate: forceUpdate ?? false } })
      return on(network.caipNetworkId)
        .filter((token) => token.held !== '0')
        .map((token) => ({
          name: token.name,
          symbol: token.symbol,
          chainId: network.caipNetworkId,
          ...(token.address === NATIVE ? {} : { address: token.caip10 }),
          value: Number(token.held) * token.price,
          price: token.price,
          quantity: { decimals: String(token.decimals), numeric: token.held },
          iconUrl: tokenIcon(token.color, token.glyph),
        }))
    },
    async getSwapQuote(parameters) {
      calls.push({ method: 'getSwapQuote', parameters })
      const amount = BigInt(parameters.amount)
      return [
        {
          id: 'q',
          fromAmount: amount,
          fromAccount: parameters.from,
          toAmount: convert(parameters.from, parameters.to, amount),
          toAccount: parameters.to,
        },
      ]
    },
    async getSwapAllowance(parameters) {
      calls.push({ method: 'getSwapAllowance', parameters: parameters.token })
      return allowance
    },
    async buildSwapApproval(parameters) {
      calls.push({ method: 'buildSwapApproval', parameters })
      return { to: find(parameters.from).address as `0x${string}`, data: '0x095ea7b3', value: 0n }
    },
    async buildSwapTransaction(parameters) {
      calls.push({ method: 'buildSwapTransaction', parameters })
      const amount = BigInt(parameters.amount)
      return {
        to: '0x82c6d3ed4cd33d8ec1e51d0b5cc1d822eaa0c3dc',
        data: '0x5a5a',
        value: find(parameters.from).address === NATIVE ? amount : 0n,
        toAmount: convert(parameters.from, parameters.to, amount),
      }
    },
  }
  return {
    service,
    calls,
    callsOf: (method: string) => calls.filter((call) => call.method === method),
    setAllowance: (next: bigint) => {
      allowance = next
    },
  }
}
