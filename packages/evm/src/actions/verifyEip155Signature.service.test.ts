import { createMemoryStorage, type SiwxMessage, type SiwxSignatureCheck } from '@sigil/core'
import { createSiwx, formatSiwxMessage } from '@sigil/core/siwx'
import { type Devnet, startDevnet } from '@sigil/devnet'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { evm } from '../evmAdapter.js'
import { testNetwork } from '../test/context.js'

const factoryAbi = parseAbi([
  'function createAccount(address owner, bytes32 salt) returns (address)',
  'function accountAddress(address owner, bytes32 salt) view returns (address)',
])
const chainId = 'eip155:31337' as const
const page = { domain: 'demo.example', uri: 'https://demo.example/' }

let devnet: Devnet
beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
})
afterAll(async () => {
  await devnet?.stop()
})

const ownerOf = () => privateKeyToAccount(devnet.accounts[4]!.privateKey)
const rpcUrl = () => devnet.urls.rpc[31337]!
const salt = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex

async function smartAccount(n: number, deploy: boolean) {
  const owner = ownerOf()
  const transport = http(rpcUrl())
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

async function signedBy(
  siwx: ReturnType<typeof createSiwx>,
  address: string,
  sign: (text: string) => Promise<Hex>,
) {
  const { serializedMessage, ...data }: SiwxMessage = await siwx.createMessage({
    accountAddress: address,
    chainId,
  })
  const message = serializedMessage ?? formatSiwxMessage(data)
  return { data, message, signature: await sign(message) }
}

/** The check the client hands the sign-in config: the EVM adapter's, on the session's network. */
function adapterCheck(rpcUrls: string[]): SiwxSignatureCheck {
  const adapter = evm()
  const network = testNetwork({ id: 31337, rpcUrls: { default: { http: rpcUrls } } })
  return (session) =>
    adapter.verifySignature({
      network,
      address: session.data.accountAddress,
      message: session.message,
      signature: session.signature,
    })
}

describe('smart-account sign-in through the EVM adapter, on devnet', () => {
  it('ERC-1271: a deployed DevnetSmartAccount verifies its owner’s signature over the chain’s RPC', async () => {
    const { owner, address } = await smartAccount(1, true)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedBy(siwx, address, (message) => owner.signMessage({ message }))
    // Without a check of the chain's, there is nothing to verify an EVM signature with.
    await expect(siwx.addSession(session, { address, chainId })).rejects.toMatchObject({
      reason: 'unsupported',
    })
    expect(await siwx.listSessions()).toEqual([])
    const again = await signedBy(siwx, address, (message) => owner.signMessage({ message }))
    await siwx.addSession(again, { address, chainId, verifySignature: adapterCheck([rpcUrl()]) })
    expect((await siwx.getSession({ chainId, address }))?.data.accountAddress).toBe(address)
  })

  it('ERC-1271: another key’s signature is refused for the smart account', async () => {
    const { address } = await smartAccount(1, false)
    const stranger = privateKeyToAccount(devnet.accounts[5]!.privateKey)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedBy(siwx, address, (message) => stranger.signMessage({ message }))
    await expect(
      siwx.addSession(session, { address, chainId, verifySignature: adapterCheck([rpcUrl()]) }),
    ).rejects.toMatchObject({ reason: 'bad-signature' })
    expect(await siwx.listSessions()).toEqual([])
  })

  it('ERC-6492: an account not deployed yet verifies through its factory call', async () => {
    const { owner, address, factory, createCall } = await smartAccount(2, false)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedBy(siwx, address, async (message) =>
      serializeErc6492Signature({
        address: factory,
        data: createCall,
        signature: await owner.signMessage({ message }),
      }),
    )
    await siwx.addSession(session, { address, chainId, verifySignature: adapterCheck([rpcUrl()]) })
    expect(await siwx.listSessions()).toHaveLength(1)
  })

  it('EIP-191: an account with a key verifies without reading the chain', async () => {
    const user = privateKeyToAccount(devnet.accounts[6]!.privateKey)
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const session = await signedBy(siwx, user.address, (message) => user.signMessage({ message }))
    // An RPC URL nothing answers on: a read would fail the check.
    await siwx.addSession(session, {
      address: user.address,
      chainId,
      verifySignature: adapterCheck(['http://127.0.0.1:9']),
    })
    expect(await siwx.listSessions()).toHaveLength(1)
  })
})
