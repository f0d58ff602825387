import { ed25519 } from '@noble/curves/ed25519.js'
import { W3mFrameSchema } from '@reown/appkit-wallet'
import { type ChainAdapter, type Connector, defineNetwork, encodeBase58 } from '@sigil/core'
import { systemClock } from '@sigil/core/services'
import { createFakeAdapter, createTestClient } from '@sigil/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFrameSolanaWallet } from './frameSolanaWallet.js'
import { parseFrameSolanaUser } from './frameUser.js'
import { devnetA, embeddedTestConfig } from './test/embeddedTestConfig.js'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'
import { readyFrameTransport } from './test/readyFrame.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const solanaDevnet = defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: SOLANA_DEVNET,
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8600/solana'] } },
})
const SEED = new Uint8Array(32).fill(7)
const ADDRESS = encodeBase58(ed25519.getPublicKey(SEED))

let fake: ReturnType<typeof createFakeFrameWindow>
beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

function solanaAdapter(): ChainAdapter {
  const registered: Connector[] = []
  return {
    namespace: 'solana',
    setup: () => undefined,
    getConnectors: () => registered,
    connect: () => Promise.reject(new Error('not used')),
    reconnect: () => Promise.reject(new Error('not used')),
    disconnect: () => Promise.resolve(),
    switchNetwork: () => Promise.resolve(),
    getBalance: async () => ({ balance: '1', symbol: 'SOL' }),
    signMessage: () => Promise.reject(new Error('not used')),
    getProvider: () => undefined,
  }
}

async function setup() {
  const { client, logger } = createTestClient({
    ...embeddedTestConfig(),
    networks: [devnetA, solanaDevnet],
    embeddedWalletChains: ['eip155:31337', SOLANA_DEVNET],
    // The client needs a Solana side for the network; the wallet under test is what it would drive.
    adapters: [createFakeAdapter({ connectors: [] }), solanaAdapter()],
  })
  await client.ready()
  const transport = await readyFrameTransport(fake, logger)
  const wallet = createFrameSolanaWallet({
    client,
    transport: async () => transport,
    call: (...args) => transport.request(...args),
    clock: systemClock,
    logger,
  })
  return { client, wallet }
}

const sent = () => fake.posted.map(({ message }) => message)

async function connect(wallet: Awaited<ReturnType<typeof setup>>['wallet'], user: unknown) {
  const connecting = wallet.features['standard:connect'].connect()
  await vi.advanceTimersByTimeAsync(0)
  fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: true })
  await vi.advanceTimersByTimeAsync(0)
  fake.answer('GET_USER', 'SUCCESS', user)
  return connecting
}

describe('the embedded wallet on Solana (R-EMBED-24)', () => {
  it('connects to the Solana account the secure site reports for a solana: chain', async () => {
    const { wallet } = await setup()
    const changes: unknown[] = []
    wallet.features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.length))
    const { accounts } = await connect(wallet, {
      email: 'ada@example.com',
      address: ADDRESS,
      chainId: SOLANA_DEVNET,
      accounts: [{ address: ADDRESS, type: 'eoa' }],
    })
    expect(sent().find(({ type }) => type === '@w3m-app/GET_USER')?.payload).toEqual({
      chainId: SOLANA_DEVNET,
    })
    expect(accounts).toEqual([
      {
        address: ADDRESS,
        publicKey: ed25519.getPublicKey(SEED),
        chains: [SOLANA_DEVNET],
        features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
      },
    ])
    expect(wallet.chains).toEqual([SOLANA_DEVNET])
    wallet.emitDisconnect()
    expect(changes).toEqual([1, 0])
    expect(wallet.accounts).toEqual([])
  })

  it('refuses a user whose address is not a Solana address, and has no account without a session', async () => {
    const { wallet } = await setup()
    await expect(
      connect(wallet, {
        email: null,
        address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        chainId: SOLANA_DEVNET,
      }),
    ).rejects.toThrow('The embedded wallet sent a Solana user Sigil cannot read')
    const again = wallet.features['standard:connect'].connect()
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: false })
    expect(await again).toEqual({ accounts: [] })
  })

  it('signs a message through the frame as solana_signMessage, base58 in and out, in AppKit’s schema', async () => {
    const { client, wallet } = await setup()
    const [account] = (await connect(wallet, { email: null, address: ADDRESS, chainId: SOLANA_DEVNET }))
      .accounts
    const message = new TextEncoder().encode('hello')
    const signing = wallet.features['solana:signMessage'].signMessage({ account: account!, message })
    await vi.advanceTimersByTimeAsync(0)
    // A signature is not safe: the app shows its approval while the site asks the person.
    expect(client.getState().router.view).toBe('ApproveTransaction')
    const request = sent().at(-1)!
    expect(request).toMatchObject({
      type: '@w3m-app/RPC_REQUEST',
      payload: {
        method: 'solana_signMessage',
        params: { message: encodeBase58(message), pubkey: ADDRESS },
        chainNamespace: 'solana',
        chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        rpcUrl: 'http://127.0.0.1:8600/solana',
      },
    })
    fake.answer('RPC_REQUEST', 'SUCCESS', { signature: encodeBase58(ed25519.sign(message, SEED)) })
    const [output] = await signing
    expect(ed25519.verify(output!.signature, message, ed25519.getPublicKey(SEED))).toBe(true)
    const refused = sent().flatMap((entry) => {
      const result = W3mFrameSchema.appEvent.safeParse(entry)
      return result.success ? [] : [`${entry.type}: ${result.error.message}`]
    })
    expect(refused).toEqual([])
  })

  it('signs a transaction and sends one, reading { transaction } and { signature }; a reply without them is an error', async () => {
    const { wallet } = await setup()
    const [account] = (await connect(wallet, { email: null, address: ADDRESS, chainId: SOLANA_DEVNET }))
      .accounts
    const transaction = new Uint8Array([1, 2, 3])
    const signing = wallet.features['solana:signTransaction'].signTransaction({
      account: account!,
      transaction,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent().at(-1)!.payload).toMatchObject({
      method: 'solana_signTransaction',
      params: { transaction: encodeBase58(transaction) },
    })
    fake.answer('RPC_REQUEST', 'SUCCESS', { transaction: encodeBase58(new Uint8Array([4, 5])) })
    expect(await signing).toEqual([{ signedTransaction: new Uint8Array([4, 5]) }])

    const sending = wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: account!,
      transaction,
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent().at(-1)!.payload).toMatchObject({ method: 'solana_signAndSendTransaction' })
    fake.answer('RPC_REQUEST', 'SUCCESS', { hash: '0x1' })
    await expect(sending).rejects.toThrow('the embedded wallet returned no base58 signature')

    await expect(
      wallet.features['solana:signMessage'].signMessage({
        account: { address: 'someone-else' },
        message: transaction,
      }),
    ).rejects.toThrow('The requested account is not connected')
  })
})

describe('parseFrameSolanaUser', () => {
  it('takes a base58 address on a solana: chain only', () => {
    expect(parseFrameSolanaUser({ address: ADDRESS, chainId: SOLANA_DEVNET, email: 'a@b.c' })).toEqual({
      address: ADDRESS,
      chainId: SOLANA_DEVNET,
      email: 'a@b.c',
    })
    expect(parseFrameSolanaUser({ address: ADDRESS, chainId: 'eip155:1' })).toBeUndefined()
    expect(parseFrameSolanaUser({ address: `${ADDRESS}0`, chainId: SOLANA_DEVNET })).toBeUndefined()
    expect(parseFrameSolanaUser({ address: ADDRESS, chainId: SOLANA_DEVNET, email: 5 })).toBeUndefined()
  })
})
