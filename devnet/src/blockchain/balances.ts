import { type Address, erc20Abi, formatUnits } from 'viem'
import type { ChainService } from './chain-services.js'
import { NATIVE_TOKEN, priceOf } from './token-catalog.js'

export interface TokenBalance {
  name: string
  symbol: string
  chainId: string
  address?: string
  decimals: number
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Live balances: native always, ERC-20 tokens the indexer knows when non-zero. */
export async function readBalances(
  service: ChainService,
  account: Address,
  tokenIcon: (symbol: string) => string,
): Promise<TokenBalance[]> {
  const { chain, catalog } = service
  const entry = (
    token: { name: string; symbol: string; decimals: number },
    amount: bigint,
    address?: Address,
  ): TokenBalance => {
    const numeric = formatUnits(amount, token.decimals)
    const price = priceOf(token.symbol)
    return {
      name: token.name,
      symbol: token.symbol,
      chainId: chain.caipId,
      ...(address === undefined ? {} : { address: `${chain.caipId}:${address}` }),
      decimals: token.decimals,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(token.decimals), numeric },
      iconUrl: tokenIcon(token.symbol),
    }
  }
  const fungibles = catalog.fungibles()
  const [native, ...tokenAmounts] = await Promise.all([
    chain.client.getBalance({ address: account }),
    ...fungibles.map((token) =>
      chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    ),
  ])
  const balances = [entry(NATIVE_TOKEN, native)]
  fungibles.forEach((token, index) => {
    const amount = tokenAmounts[index]!
    if (amount > 0n) balances.push(entry(token, amount, token.address))
  })
  return balances
}
