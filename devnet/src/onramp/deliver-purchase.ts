import { type Address, createWalletClient, erc20Abi, type Hex, http, parseUnits } from 'viem'
import type { ChainService } from '../blockchain/chain-services.js'
import type { OnrampAsset } from './onramp-catalog.js'

export interface Delivery {
  service: ChainService
  asset: OnrampAsset
  /** Whole units as decimal text, e.g. '0.05'. */
  amount: string
  to: Address
  /** The funded devnet account the provider pays from (anvil holds its key). */
  treasury: Address
}

/** Sends the purchased amount from the treasury to the buyer and waits until it is mined. */
export async function deliverPurchase(delivery: Delivery): Promise<Hex> {
  const { service, asset, treasury } = delivery
  const { client, anvilUrl } = service.chain
  const wallet = createWalletClient({ chain: client.chain, transport: http(anvilUrl, { retryCount: 0 }) })
  const value = parseUnits(delivery.amount, asset.decimals)
  const token = asset.contract(service)
  const hash =
    token === null
      ? await wallet.sendTransaction({ account: treasury, chain: client.chain, to: delivery.to, value })
      : await wallet.writeContract({
          account: treasury,
          chain: client.chain,
          address: token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [delivery.to, value],
        })
  const receipt = await client.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`the onramp delivery ${hash} reverted`)
  return hash
}
