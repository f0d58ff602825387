import type { CaipNetworkId, SiwxMessage } from '@sigil/core'
import { type createSiwx, formatSiwxMessage } from '@sigil/core/siwx'
import type { Devnet } from '@sigil/devnet'
import { createPublicClient, createWalletClient, encodeFunctionData, type Hex, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'

const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function accountAddress(address owner, bytes32 salt) view returns (address)',
])
const salt = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex

/**
 * Smart account number `n` of devnet's fifth account, made by devnet's DevnetSmartAccount
 * factory on chain 31337: deployed first when `deploy` says so, else only its counterfactual
 * address and the factory call that would make it (what an ERC-6492 signature carries).
 */
export async function devnetSmartAccount(devnet: Devnet, n: number, deploy: boolean) {
  const owner = privateKeyToAccount(devnet.accounts[4]!.privateKey)
  const transport = http(devnet.urls.rpc[31337]!)
  const publicClient = createPublicClient({ transport })
  const factory = devnet.contracts[31337]!.smartAccountFactory
  const address = await publicClient.readContract({
    address: factory,
    abi: factoryAbi,
    functionName: 'accountAddress',
    args: [owner.address, salt(n)],
  })
  const createCall = encodeFunctionData({
    abi: factoryAbi,
    functionName: 'createAccount',
    args: [owner.address, salt(n)],
  })
  if (deploy) {
    const wallet = createWalletClient({ account: owner, transport })
    const hash = await wallet.sendTransaction({ to: factory, data: createCall, chain: null })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect(await publicClient.getCode({ address })).toMatch(/^0x[0-9a-f]{100,}/)
  }
  return { owner, address, factory, createCall }
}

/** A sign-in message `siwx` makes for `address` on `chainId`, as text, signed by `sign`. */
export async function signedSiwx(
  siwx: ReturnType<typeof createSiwx>,
  address: string,
  chainId: CaipNetworkId,
  sign: (text: string) => Promise<Hex>,
) {
  const { serializedMessage, ...data }: SiwxMessage = await siwx.createMessage({
    accountAddress: address,
    chainId,
  })
  const message = serializedMessage ?? formatSiwxMessage(data)
  return { data, message, signature: await sign(message) }
}
