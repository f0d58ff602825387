import { createPublicClient, erc20Abi, erc721Abi, formatUnits, type Hex, http } from 'viem'
import { shownAmount, tokenBalanceOf } from './chainReads.js'

export type HeldAssets = {
  /** The ERC-20 as Account's Tokens tab writes it: name, and quantity to 3 decimals with the symbol. */
  token: { name: string; quantityText: string }
  /** How many NFTs of the real collection the account holds, and its name. */
  collectible: { name: string; held: number }
  /** The same for the collection the indexer flags as spam. */
  spam: { name: string; held: number }
}

/** What the account holds, read from the chain itself, for comparing with what Account shows. */
export async function readHeldAssets(
  rpcUrl: string,
  account: Hex,
  contracts: { erc20: Hex; erc721: Hex; spamErc721: Hex },
): Promise<HeldAssets> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const read20 = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address: contracts.erc20, abi: erc20Abi, functionName })
  const [name, symbol, decimals, balance] = await Promise.all([
    read20('name'),
    read20('symbol'),
    read20('decimals'),
    tokenBalanceOf(rpcUrl, contracts.erc20, account),
  ])
  const collection = async (address: Hex) => {
    const [collectionName, held] = await Promise.all([
      client.readContract({ address, abi: erc721Abi, functionName: 'name' }),
      client.readContract({ address, abi: erc721Abi, functionName: 'balanceOf', args: [account] }),
    ])
    return { name: collectionName, held: Number(held) }
  }
  return {
    token: { name, quantityText: `${shownAmount(formatUnits(balance, decimals))} ${symbol}` },
    collectible: await collection(contracts.erc721),
    spam: await collection(contracts.spamErc721),
  }
}
