import { ed25519 } from '@noble/curves/ed25519.js'
import { type AdapterEvent, createSigil, decodeBase58, defineNetwork } from '@sigil/core'
import { createLogger } from '@sigil/core/internal'
import { solanaDevnet } from '@sigil/core/networks'
import { describe, expect, it } from 'vitest'
import { solana } from './solanaAdapter.js'
import { SOLANA_METHODS } from './solanaMethods.js'
import type { SolanaProvider } from './solanaProvider.js'
import {
  createTestRegistry,
  createTestSolanaWallet,
  type TestSolanaWalletOptions,
} from './test/testSolanaWallet.js'

const seed = (n: number) => new Uint8Array(32).fill(n)
const network = defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })
const CONNECTOR = 'wallet-standard:Test Solana Wallet'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

function clientWith(walletOptions: Partial<TestSolanaWalletOptions> = {}) {
  const wallet = createTestSolanaWallet({ seeds: [seed(1)], ...walletOptions })
  const registry = createTestRegistry([wallet])
  const adapter = solana({ wallets: registry })
  const storage = memoryStorage()
  const client = createSigil({
    projectId: 'test',
    networks: [network],
    adapters: [adapter],
    storage,
    logLevel: 'fatal',
  })
  return { wallet, registry, adapter, client, storage }
}

describe('solana adapter: discovery', () => {
  it('offers registered wallet-standard wallets that name a solana chain and can sign, and follows registrations', async () => {
    const evmOnly = createTestSolanaWallet({ name: 'EVM only', seeds: [seed(2)], chains: ['eip155:1'] })
    const registry = createTestRegistry([evmOnly])
    const adapter = solana({ wallets: registry, excludeWallets: ['hidden wallet'] })
    const events: AdapterEvent[] = []
    await adapter.setup({
      networks: [network],
      logger: createLogger({ level: 'fatal' }),
      emit: (e) => events.push(e),
    })
    expect(adapter.getConnectors()).toEqual([])
    registry.register(createTestSolanaWallet({ seeds: [seed(1)] }))
    registry.register(createTestSolanaWallet({ name: 'Hidden Wallet', seeds: [seed(3)] }))
    expect(events.filter((e) => e.type === 'connectorsChanged')).toHaveLength(2)
    expect(adapter.getConnectors()).toMatchObject([
      {
        id: CONNECTOR,
        type: 'ANNOUNCED',
        name: 'Test Solana Wallet',
        chain: 'solana',
        imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ])
  })
})

describe('solana adapter: connection', () => {
  it('R-CORE-03 connects an eoa account in namespace solana and keeps the requested network', async () => {
    const { client, wallet } = clientWith()
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    const state = client.getState()
    const address = wallet.accounts[0]!.address
    expect(state.connection.status.solana).toBe('connected')
    expect(state.accounts.solana).toMatchObject({
      address,
      caipAddress: `${network.caipNetworkId}:${address}`,
      allAccounts: [{ namespace: 'solana', address, type: 'eoa', publicKey: address }],
      connectedWalletInfo: { name: 'Test Solana Wallet', type: 'ANNOUNCED' },
    })
    expect(state.chain.activeNetwork?.caipNetworkId).toBe(network.caipNetworkId)
  })

  it('R-SOL-03 the provider offers signMessage, signTransaction, requestAccounts, getAccounts, signAllTransactions and signAndSendTransaction', async () => {
    const { client, wallet } = clientWith()
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    const provider = client.getProvider('solana') as SolanaProvider
    expect(Object.keys(SOLANA_METHODS).sort()).toEqual(
      [
        'getAccounts',
        'requestAccounts',
        'signAllTransactions',
        'signAndSendTransaction',
        'signMessage',
        'signTransaction',
      ].sort(),
    )
    for (const method of Object.keys(SOLANA_METHODS))
      expect(typeof provider[method as keyof typeof SOLANA_METHODS]).toBe('function')
    expect(provider.wallet).toBe(wallet)
    expect((await provider.getAccounts()).map((a) => a.address)).toEqual([wallet.accounts[0]!.address])
    const signature = await provider.signMessage('hello')
    expect(
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode('hello'),
        wallet.accounts[0]!.publicKey as Uint8Array,
      ),
    ).toBe(true)
    const wire = new Uint8Array([1, ...new Uint8Array(64), 9, 9, 9])
    const [one, two] = await provider.signAllTransactions([wire, wire])
    expect(one?.subarray(65)).toEqual(new Uint8Array([9, 9, 9]))
    expect(two).toHaveLength(wire.length)
    expect(wallet.calls).toContain('signTransaction:2')
  })

  it('signs a message through the client; the signature verifies with the account key', async () => {
    const { client, wallet } = clientWith()
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    const signature = await client.signMessage('Sign in to Sigil', 'solana')
    const key = wallet.accounts[0]!.publicKey as Uint8Array
    expect(ed25519.verify(decodeBase58(signature), new TextEncoder().encode('Sign in to Sigil'), key)).toBe(
      true,
    )
  })

  it('restores a stored connection silently after a reload', async () => {
    const first = clientWith()
    await first.client.ready()
    await first.client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    const wallet = createTestSolanaWallet({ seeds: [seed(1)] })
    const client = createSigil({
      projectId: 'test',
      networks: [network],
      adapters: [solana({ wallets: createTestRegistry([wallet]) })],
      storage: first.storage,
      logLevel: 'fatal',
    })
    await client.ready()
    expect(wallet.calls).toEqual(['connect:silent'])
    expect(client.getState().accounts.solana.address).toBe(wallet.accounts[0]!.address)
  })

  it('follows the wallet: an account change updates the address, no accounts disconnects', async () => {
    const { client, wallet } = clientWith({ seeds: [seed(1), seed(4)] })
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    const second = wallet.accounts[1]!
    wallet.change([second])
    expect(client.getState().accounts.solana.address).toBe(second.address)
    wallet.change([])
    expect(client.getState().connection.status.solana).toBe('disconnected')
  })

  it('disconnects through standard:disconnect and forgets the provider', async () => {
    const { client, wallet } = clientWith()
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    await client.disconnect({ namespace: 'solana' })
    expect(wallet.calls).toContain('disconnect')
    expect(client.getState().connection.status.solana).toBe('disconnected')
    expect(client.getProvider('solana')).toBeUndefined()
  })
})

describe('solana adapter: bad input from a wallet gives a clear error and no state change', () => {
  it('a wallet that lists standard:connect without a connect method', async () => {
    const { client } = clientWith({ features: { 'standard:connect': { version: '1.0.0' } } })
    await client.ready()
    await expect(client.connect({ connectorId: CONNECTOR, namespace: 'solana' })).rejects.toThrow(
      'Test Solana Wallet lists standard:connect but has no connect in it',
    )
    expect(client.getState().connection.status.solana).toBe('disconnected')
    expect(client.getState().accounts.solana.address).toBeUndefined()
  })

  it('a wallet that lists solana:signMessage but cannot sign', async () => {
    const { client } = clientWith({
      features: { 'solana:signMessage': { version: '1.0.0', signMessage: 'yes' } },
    })
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    await expect(client.signMessage('hi', 'solana')).rejects.toThrow(
      'lists solana:signMessage but has no signMessage',
    )
  })

  it.each([
    ['not a list', () => ({ accounts: 'all of them' }), 'returned no account list'],
    [
      'an address outside base58',
      () => ({ accounts: [{ address: '0OIl', publicKey: new Uint8Array(32), chains: [] }] }),
      'not a Solana address',
    ],
    [
      'a public key that is not the address',
      () => {
        const publicKey = ed25519.getPublicKey(seed(5))
        return {
          accounts: [{ address: '11111111111111111111111111111111', publicKey, chains: ['solana:devnet'] }],
        }
      },
      'whose public key is not its address',
    ],
    [
      'a 31-byte key',
      () => ({
        accounts: [
          { address: '11111111111111111111111111111111', publicKey: new Uint8Array(31), chains: [] },
        ],
      }),
      'not 32 bytes',
    ],
  ])('malformed accounts: %s', async (_name, connectResult, message) => {
    const { client } = clientWith({ connectResult })
    await client.ready()
    await expect(client.connect({ connectorId: CONNECTOR, namespace: 'solana' })).rejects.toThrow(message)
    expect(client.getState().connection.status.solana).toBe('disconnected')
    expect(client.getState().connection.connections.solana ?? []).toEqual([])
  })

  it('a wallet with accounts on another cluster only', async () => {
    const { client } = clientWith({ chains: ['solana:mainnet'] })
    await client.ready()
    await expect(client.connect({ connectorId: CONNECTOR, namespace: 'solana' })).rejects.toThrow(
      'The connector does not support any of the requested chains',
    )
  })

  it('a signature of the wrong length', async () => {
    const { client } = clientWith({ signature: (s) => s.subarray(0, 63) })
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    await expect(client.signMessage('hi', 'solana')).rejects.toThrow(
      'returned a signature of 63 bytes; an ed25519 signature has 64',
    )
    expect(client.getState().connection.status.solana).toBe('connected')
  })

  it('R-SOL-03 a signature of the right length that does not verify is refused in words, and nothing changes', async () => {
    const { client } = clientWith({
      signature: (s) => {
        const forged = s.slice()
        forged[0]! ^= 1
        return forged
      },
    })
    await client.ready()
    await client.connect({ connectorId: CONNECTOR, namespace: 'solana' })
    const { address, caipAddress, allAccounts } = client.getState().accounts.solana
    const refused = client.signMessage('hi', 'solana')
    await expect(refused).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await expect(refused).rejects.toThrow(/returned a signature that is not \w+'s signature of this message/)
    await expect((client.getProvider('solana') as SolanaProvider).signMessage('hi')).rejects.toThrow(
      'it was not used',
    )
    expect(client.getState().connection.status.solana).toBe('connected')
    expect(client.getState().accounts.solana).toMatchObject({ address, caipAddress, allAccounts })
  })

  it('a rejection (4001) reads as a rejection', async () => {
    const { client } = clientWith({
      connectResult: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    await client.ready()
    await expect(client.connect({ connectorId: CONNECTOR, namespace: 'solana' })).rejects.toThrow(
      'Connection rejected',
    )
  })

  it('addresses are checked before any call: a balance of a non-Solana address is refused', async () => {
    const adapter = solana({ wallets: createTestRegistry() })
    await expect(adapter.getBalance({ address: '0x1234', network })).rejects.toThrow('Invalid address')
  })
})
