import { type Devnet, startDevnet } from '@sigil/devnet'
import { eip191Check } from '@sigil/test'
import { createPublicClient, createWalletClient, encodeFunctionData, type Hex, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSiwx } from './createSiwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { formatSiwxMessage } from './formatSiwxMessage.js'
import { createBlockchainSessionStore } from './sessions/createBlockchainSessionStore.js'
import type { SiwxMessage } from './types.js'

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

describe('sessions held by the blockchain service (spec §7)', () => {
  const store = (storage: ReturnType<typeof createMemoryStorage>) =>
    createBlockchainSessionStore({
      blockchainUrl: devnet.urls.blockchain,
      projectId: devnet.projectId,
      storage,
    })

  it('R-SIWX-01 nonce, verify, read after a reload, and revoke by sign-out', async () => {
    const user = privateKeyToAccount(devnet.accounts[0]!.privateKey)
    const storage = createMemoryStorage()
    const siwx = createSiwx({ ...page, store: store(storage), expiresInMs: 3_600_000 })
    const session = await signedBy(siwx, user.address, (message) => user.signMessage({ message }))
    expect(session.data.nonce).toMatch(/^[0-9a-f]{24}$/)
    await siwx.addSession(session, { address: user.address, chainId, verifySignature: eip191Check })
    // Only the id is kept in the browser; the service holds the session.
    const ids = JSON.parse(storage.getItem('sigil:siwx:backend') ?? '[]') as { id: string }[]
    expect(ids).toHaveLength(1)
    expect(storage.getItem('sigil:siwx:backend')).not.toContain(session.signature)
    const remote = await fetch(
      `${devnet.urls.blockchain}/v1/sessions/${ids[0]!.id}?projectId=${devnet.projectId}`,
    )
    expect(await remote.json()).toMatchObject({
      address: user.address,
      chainId,
      revoked: false,
      message: session.message,
    })

    const afterReload = createSiwx({ ...page, store: store(storage) })
    const restored = await afterReload.getSession({ chainId, address: user.address })
    expect(restored?.signature).toBe(session.signature)
    expect(await afterReload.listSessions()).toHaveLength(1)

    await afterReload.revokeSession(
      { chainId, address: user.address },
      { signMessage: (text) => user.signMessage({ message: text }) },
    )
    const revoked = await fetch(
      `${devnet.urls.blockchain}/v1/sessions/${ids[0]!.id}?projectId=${devnet.projectId}`,
    )
    expect(await revoked.json()).toMatchObject({ revoked: true })
    expect(await afterReload.getSession({ chainId, address: user.address })).toBeUndefined()
    expect(storage.getItem('sigil:siwx:backend')).toBeNull()
  })

  it('the service refuses a reused nonce and a bad signature; nothing is kept', async () => {
    const user = privateKeyToAccount(devnet.accounts[1]!.privateKey)
    const other = privateKeyToAccount(devnet.accounts[2]!.privateKey)
    const storage = createMemoryStorage()
    const siwx = createSiwx({ ...page, store: store(storage), verify: false })
    const bad = await signedBy(siwx, user.address, (message) => other.signMessage({ message }))
    await expect(siwx.addSession(bad, { address: user.address, chainId })).rejects.toMatchObject({
      reason: 'bad-signature',
    })
    const good = await signedBy(siwx, user.address, (message) => user.signMessage({ message }))
    await siwx.addSession(good, { address: user.address, chainId })
    await expect(siwx.addSession(good, { address: user.address, chainId })).rejects.toMatchObject({
      reason: 'reused-nonce',
    })
    expect(await siwx.listSessions()).toHaveLength(1)
  })

  it('the service itself refuses an expired or not-yet-valid sign-in and a nonce it did not issue', async () => {
    const user = privateKeyToAccount(devnet.accounts[3]!.privateKey)
    const backend = store(createMemoryStorage())
    const add = async (options: Parameters<typeof createSiwxMessage>[1]) => {
      const { serializedMessage = '', ...data } = createSiwxMessage(
        { accountAddress: user.address, chainId },
        { ...page, ...options },
      )
      return backend.add({
        data,
        message: serializedMessage,
        signature: await user.signMessage({ message: serializedMessage }),
      })
    }
    await expect(add({ nonce: await backend.issueNonce!(), expiresInMs: -1000 })).rejects.toMatchObject({
      reason: 'expired',
    })
    await expect(
      add({ nonce: await backend.issueNonce!(), notBefore: new Date(Date.now() + 60_000) }),
    ).rejects.toMatchObject({
      reason: 'not-yet-valid',
    })
    await expect(add({ nonce: 'neverIssued123' })).rejects.toMatchObject({ reason: 'reused-nonce' })
    expect(await backend.list()).toEqual([])
  })

  it('a smart account signs in through the service too (ERC-1271 on the chain)', async () => {
    const { owner, address } = await smartAccount(3, true)
    const siwx = createSiwx({ ...page, store: store(createMemoryStorage()), verify: false })
    const session = await signedBy(siwx, address, (message) => owner.signMessage({ message }))
    await siwx.addSession(session, { address, chainId })
    expect((await siwx.getSession({ chainId, address }))?.data.accountAddress).toBe(address)
  })
})
