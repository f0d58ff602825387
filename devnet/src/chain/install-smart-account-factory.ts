import { type Address, getAddress, type Hex, type PublicClient } from 'viem'
import type { ContractArtifact } from './contract-artifacts.js'

/** Where every devnet chain has DevnetSmartAccountFactory ("1271" at the end). */
export const SMART_ACCOUNT_FACTORY: Address = getAddress('0x5161000000000000000000000000000000001271')

/**
 * Puts the smart-account factory's code at SMART_ACCOUNT_FACTORY with anvil_setCode: no
 * transaction is sent, so no account's nonce or history changes and the other contracts'
 * addresses stay where they are. The runtime code comes from an eth_call of the creation code.
 */
export async function installSmartAccountFactory(
  client: PublicClient,
  artifact: ContractArtifact,
): Promise<Address> {
  const { data: runtime } = await client.call({ data: artifact.bytecode })
  if (!runtime || runtime === '0x') throw new Error('the smart-account factory has no runtime code')
  // anvil_setCode is not in viem's public RPC schema; the request is typed by hand.
  const request = client.request as unknown as (args: {
    method: string
    params: [Address, Hex]
  }) => Promise<unknown>
  await request({ method: 'anvil_setCode', params: [SMART_ACCOUNT_FACTORY, runtime] })
  return SMART_ACCOUNT_FACTORY
}
