import { createSigil, type SharedConnector } from '@sigil/core'
import { bitcoinTestnet } from '@sigil/core/networks'
import { testBitcoinKey } from '@sigil/test/bitcoin'
import { describe, expect, it } from 'vitest'
import { bitcoin } from './bitcoinAdapter.js'

const key = testBitcoinKey('sigil test bitcoin shared')
const other = testBitcoinKey('sigil test bitcoin shared, another account')

/**
 * A shared connector in the shape WalletConnect's has, whose Bitcoin face is a wallet-standard
 * Bitcoin wallet with events: `change(addresses)` is the phone changing accounts, `[]` ending the session.
 */
function phoneWallet() {
  const listeners = new Set<(change: { accounts: readonly unknown[] }) => void>()
  const toAccounts = (addresses: string[]) =>
    addresses.map((address) => ({
      address,
      publicKey: new Uint8Array(),
      chains: ['bitcoin:testnet'],
      features: [],
    }))
  let accounts = toAccounts([key.payment, key.ordinal])
  const wallet = {
    version: '1.0.0',
    name: 'WalletConnect',
    icon: 'data:image/svg+xml,<svg/>',
    chains: ['bitcoin:testnet'],
    get accounts() {
      return accounts
    },
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (change: { accounts: readonly unknown[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
    },
  }
  const change = (addresses: string[]) => {
    accounts = toAccounts(addresses)
    for (const listener of listeners) listener({ accounts })
  }
  return { wallet, change, listening: () => listeners.size }
}

function shared(provider: unknown): SharedConnector {
  return {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    namespaces: ['bip122'],
    setup: () => undefined,
    provider: () => provider,
    preload: async () => undefined,
  }
}

const page = (provider: unknown) =>
  createSigil({
    projectId: 'test',
    networks: [bitcoinTestnet],
    adapters: [bitcoin({ wallets: { get: () => [], on: () => () => {} }, window: {} })],
    connectors: [shared(provider)],
    logLevel: 'fatal',
  })

describe('bitcoin adapter: shared connectors (WalletConnect)', () => {
  it('R-WC-01 R-BTC-03 lists the shared connector for bip122, connects it, follows its account changes, and its empty account list disconnects the page', async () => {
    const phone = phoneWallet()
    const client = page(phone.wallet)
    await client.ready()
    expect(client.getConnectors('bip122')).toMatchObject([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'bip122' },
    ])
    await client.connect({ connectorId: 'walletConnect', namespace: 'bip122' })
    expect(client.getState().accounts.bip122.allAccounts.map((a) => [a.address, a.type])).toEqual([
      [key.payment, 'payment'],
      [key.ordinal, 'ordinal'],
    ])
    phone.change([other.payment])
    expect(client.getState().accounts.bip122.address).toBe(other.payment)
    phone.change([])
    expect(client.getState().connection.status.bip122).toBe('disconnected')
    expect(phone.listening()).toBe(0)
    client.destroy()
  })

  it('a shared connector whose provider is not a Bitcoin wallet is not offered', async () => {
    const client = page({ name: 'not a wallet', features: {} })
    await client.ready()
    expect(client.getConnectors('bip122')).toEqual([])
    client.destroy()
  })
})
