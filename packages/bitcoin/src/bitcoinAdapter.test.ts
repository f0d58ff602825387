import { createSigil, type SigilClient } from '@sigil/core'
import { bitcoinTestnet } from '@sigil/core/networks'
import { satsConnectAnswers, testBitcoinKey } from '@sigil/test/bitcoin'
import type { Wallet } from '@wallet-standard/base'
import { Verifier } from 'bip322-js'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bitcoin } from './bitcoinAdapter.js'
import { BITCOIN_METHODS } from './bitcoinMethods.js'
import type { BitcoinProvider } from './bitcoinProvider.js'

const key = testBitcoinKey('sigil test bitcoin 0')
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+'
const SATS = 'sats-connect:TestBtc.provider'
const STANDARD = 'wallet-standard:Standard BTC'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

/** A wallet-standard wallet with the bitcoin features; accounts carry no purpose, so taproot is the ordinal one. */
function standardWallet(overrides: Record<string, unknown> = {}) {
  const accounts = [key.payment, key.ordinal].map((address) => ({
    address,
    publicKey: new Uint8Array(Buffer.from(key.publicKey, 'hex')),
    chains: ['bitcoin:testnet'] as const,
    features: [],
  }))
  let connected = false
  const wallet = {
    version: '1.0.0',
    name: 'Standard BTC',
    icon: ICON,
    chains: ['bitcoin:testnet'],
    get accounts() {
      return connected ? accounts : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        connect: async () => {
          connected = true
          return { accounts }
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        signMessage: async ({ account, message }: { account: { address: string }; message: Uint8Array }) => [
          {
            signedMessage: message,
            signature: new Uint8Array(
              Buffer.from(key.sign(account.address, new TextDecoder().decode(message)), 'base64'),
            ),
          },
        ],
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          connected = false
        },
      },
      ...overrides,
    },
  }
  return wallet as unknown as Wallet
}

const registryOf = (wallets: Wallet[]) => ({ get: () => wallets, on: () => () => {} })

let sats: ReturnType<typeof satsConnectAnswers>

/** Puts a sats-connect wallet on the fake window, listed in btc_providers. */
function useSatsWallet(answers: ReturnType<typeof satsConnectAnswers>) {
  ;(globalThis as Record<string, unknown>).window = {
    btc_providers: [{ id: 'TestBtc.provider', name: 'Test BTC Wallet', icon: ICON }],
    TestBtc: { provider: { request: answers.request } },
  }
}
let storage: ReturnType<typeof memoryStorage>

function clientWith(wallets: Wallet[] = [standardWallet()]): SigilClient {
  return createSigil({
    projectId: 'test',
    networks: [bitcoinTestnet],
    adapters: [bitcoin({ wallets: registryOf(wallets) })],
    storage,
    logLevel: 'fatal',
  })
}

beforeEach(() => {
  sats = satsConnectAnswers(key)
  storage = memoryStorage()
  // sats-connect reads `window.btc_providers` and resolves a provider id as a path on window.
  useSatsWallet(sats)
})
afterEach(() => {
  delete (globalThis as Record<string, unknown>).window
})

describe('bitcoin adapter', () => {
  it('lists sats-connect providers and wallet-standard bitcoin wallets as bip122 connectors', async () => {
    const client = clientWith()
    await client.ready()
    expect(client.getConnectors('bip122')).toMatchObject([
      { id: SATS, name: 'Test BTC Wallet', type: 'ANNOUNCED', chain: 'bip122', imageUrl: ICON },
      { id: STANDARD, name: 'Standard BTC', chain: 'bip122' },
    ])
  })

  it('R-BTC-03 R-STATE-15 over sats-connect: every address comes out typed payment or ordinal (stacks is dropped); payment is shown', async () => {
    const client = clientWith()
    await client.ready()
    await client.connect({ connectorId: SATS, namespace: 'bip122' })
    const state = client.getState()
    expect(state.accounts.bip122.allAccounts.map((a) => [a.address, a.type])).toEqual([
      [key.payment, 'payment'],
      [key.ordinal, 'ordinal'],
    ])
    expect(state.accounts.bip122.address).toBe(key.payment)
    expect(state.connection.connections.bip122?.[0]?.accounts).toEqual([
      { address: key.payment, type: 'payment' },
      { address: key.ordinal, type: 'ordinal' },
    ])
    expect(sats.calls.map((c) => c.method)).toContain('getAddresses')
  })

  it('R-BTC-03 over wallet-standard: a taproot address is the ordinal one, the other payment; each keeps its public key (given as bytes) in hex', async () => {
    const client = clientWith()
    await client.ready()
    await client.connect({ connectorId: STANDARD, namespace: 'bip122' })
    expect(client.getState().accounts.bip122.allAccounts.map((a) => [a.type, a.publicKey])).toEqual([
      ['payment', key.publicKey],
      ['ordinal', key.publicKey],
    ])
  })

  it('R-BTC-02 the provider offers sendTransfer, signMessage, signPsbt and getAccountAddresses; a message signature verifies with bip322-js', async () => {
    const client = clientWith()
    await client.ready()
    await client.connect({ connectorId: SATS, namespace: 'bip122' })
    const provider = client.getProvider('bip122') as BitcoinProvider
    expect([...BITCOIN_METHODS].sort()).toEqual([
      'getAccountAddresses',
      'sendTransfer',
      'signMessage',
      'signPsbt',
    ])
    for (const method of BITCOIN_METHODS) expect(typeof provider[method]).toBe('function')
    expect((await provider.getAccountAddresses()).map((a) => a.type)).toEqual(['payment', 'ordinal'])
    const signature = await client.signMessage('Sign in to Sigil', 'bip122')
    expect(Verifier.verifySignature(key.payment, 'Sign in to Sigil', signature)).toBe(true)
    const ordinalSignature = await provider.signMessage({ address: key.ordinal, message: 'ord' })
    expect(Verifier.verifySignature(key.ordinal, 'ord', ordinalSignature)).toBe(true)
    expect(await provider.sendTransfer([{ address: key.payment, amount: 1000 }])).toBe('ab'.repeat(32))
    expect(await provider.signPsbt({ psbt: 'cHNidP8=', signInputs: { [key.payment]: [0] } })).toEqual({
      psbt: 'cHNidP8=',
    })
  })

  it('a wallet-standard signature verifies with bip322-js too', async () => {
    const client = clientWith()
    await client.ready()
    await client.connect({ connectorId: STANDARD, namespace: 'bip122' })
    const signature = await client.signMessage('hello', 'bip122')
    expect(Verifier.verifySignature(key.payment, 'hello', signature)).toBe(true)
  })

  it("R-ERR-11 R-ACCT-23 sending on Bitcoin is 'Unsupported chain'", async () => {
    const client = clientWith()
    await client.ready()
    await client.connect({ connectorId: SATS, namespace: 'bip122' })
    await expect(
      client.sendTransaction({ to: key.ordinal, value: '1000', namespace: 'bip122' }),
    ).rejects.toThrow('Unsupported chain')
  })

  it('restores a sats-connect connection without a prompt (wallet_getAccount) after a reload', async () => {
    const first = clientWith()
    await first.ready()
    await first.connect({ connectorId: SATS, namespace: 'bip122' })
    const client = clientWith()
    await client.ready()
    expect(client.getState().accounts.bip122.address).toBe(key.payment)
    expect(sats.calls.filter((c) => c.method === 'getAddresses')).toHaveLength(1)
    expect(sats.calls.map((c) => c.method)).toContain('wallet_getAccount')
  })

  it.each([
    ['an address that is not Bitcoin', [{ address: '0x1234', purpose: 'payment' }], 'not a Bitcoin address'],
    [
      'a mainnet address on testnet',
      [{ address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', purpose: 'payment' }],
      'mainnet address',
    ],
    ['no list', 'nope', 'returned no address list'],
  ])(
    'bad addresses from a wallet (%s) are a clear error and change nothing',
    async (_name, addresses, message) => {
      sats = satsConnectAnswers(key, { getAddresses: () => ({ addresses }) })
      useSatsWallet(sats)
      const client = clientWith()
      await client.ready()
      await expect(client.connect({ connectorId: SATS, namespace: 'bip122' })).rejects.toThrow(message)
      expect(client.getState().connection.status.bip122).toBe('disconnected')
      expect(client.getState().accounts.bip122.allAccounts).toEqual([])
    },
  )

  it('a rejection in the wallet reads as a rejection; a wallet-standard wallet that lies about signMessage gets a clear error', async () => {
    sats = satsConnectAnswers(key, {
      getAddresses: () => {
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      },
    })
    useSatsWallet(sats)
    const client = clientWith([standardWallet({ 'bitcoin:signMessage': { version: '1.0.0' } })])
    await client.ready()
    await expect(client.connect({ connectorId: SATS, namespace: 'bip122' })).rejects.toThrow(
      'Connection rejected',
    )
    await client.connect({ connectorId: STANDARD, namespace: 'bip122' })
    await expect(client.signMessage('hi', 'bip122')).rejects.toThrow(
      'Standard BTC lists bitcoin:signMessage but has no signMessage in it',
    )
  })
})
