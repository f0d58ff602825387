import { ed25519 } from '@noble/curves/ed25519.js'
import {
  createSigil,
  decodeBase58,
  defineNetwork,
  type NetworkNamespace,
  type SharedConnector,
} from '@sigil/core'
import { solanaDevnet } from '@sigil/core/networks'
import { describe, expect, it } from 'vitest'
import { solana } from './solanaAdapter.js'
import { createTestRegistry, createTestSolanaWallet } from './test/testSolanaWallet.js'

const network = defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })

/**
 * A shared connector in the shape WalletConnect's has: one object serving several namespaces,
 * whose Solana face is a wallet-standard wallet (here the unit tests' ed25519 wallet).
 */
function sharedConnector(provider: unknown, namespaces: NetworkNamespace[] = ['solana']): SharedConnector {
  return {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    namespaces,
    setup: () => undefined,
    provider: () => provider,
    preload: async () => undefined,
  }
}

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

function page(shared: SharedConnector, storage = memoryStorage()) {
  const client = createSigil({
    projectId: 'test',
    networks: [network],
    adapters: [solana({ wallets: createTestRegistry([]) })],
    connectors: [shared],
    storage,
    logLevel: 'fatal',
  })
  return { client, storage }
}

describe('solana adapter: shared connectors (WalletConnect)', () => {
  it('R-WC-01 R-SOL-03 lists the shared connector in solana, connects, signs (verified) and restores it after a reload without a prompt', async () => {
    const wallet = createTestSolanaWallet({ name: 'Phone wallet', seeds: [new Uint8Array(32).fill(4)] })
    const shared = sharedConnector(wallet)
    const { client, storage } = page(shared)
    await client.ready()
    expect(client.getConnectors('solana')).toMatchObject([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
    ])
    await client.connect({ connectorId: 'walletConnect', namespace: 'solana' })
    const address = wallet.accounts[0]!.address
    expect(client.getState().accounts.solana.address).toBe(address)
    const signature = await client.signMessage('from a phone', 'solana')
    expect(
      ed25519.verify(
        decodeBase58(signature),
        new TextEncoder().encode('from a phone'),
        decodeBase58(address),
      ),
    ).toBe(true)

    const reloaded = page(shared, storage).client
    await reloaded.ready()
    expect(reloaded.getState().connection.status.solana).toBe('connected')
    expect(reloaded.getState().accounts.solana.address).toBe(address)
    expect(wallet.calls.filter((call) => call.startsWith('connect'))).toEqual(['connect', 'connect:silent'])
  })

  it('refuses a shared connector whose provider is not a Solana wallet: it is not offered', async () => {
    const { client } = page(sharedConnector({ request: async () => null }))
    await client.ready()
    expect(client.getConnectors('solana')).toEqual([])
  })
})
