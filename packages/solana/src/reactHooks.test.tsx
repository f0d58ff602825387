import { type ChainAdapter, createSigil, defineNetwork } from '@sigil/core'
import { mainnet, solanaDevnet } from '@sigil/core/networks'
import { SigilProvider, useAccount, useWalletProvider } from '@sigil/react'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { solana } from './solanaAdapter.js'
import type { SolanaProvider } from './solanaProvider.js'
import { createTestRegistry, createTestSolanaWallet } from './test/testSolanaWallet.js'

afterEach(cleanup)

const EVM_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'
const evmProvider = { request: async () => null }

/** A one-account EVM adapter, so the page has two namespaces to move between. */
const evmAdapter: ChainAdapter = {
  namespace: 'eip155',
  setup: () => undefined,
  getConnectors: () => [{ id: 'evm-wallet', type: 'ANNOUNCED', name: 'EVM Wallet', chain: 'eip155' }],
  connect: async ({ connectorId, network }) => ({
    connectorId,
    accounts: [{ namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' }],
    chainId: network.id,
  }),
  reconnect: async () => {
    throw new Error('nothing stored')
  },
  disconnect: async () => undefined,
  switchNetwork: async () => undefined,
  getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
  signMessage: async () => '0x',
  getProvider: () => evmProvider,
}

/** The one RPC answer these hooks need (the balance read after connecting): 5 lamports. */
const balanceOnlyRpc: typeof fetch = async () =>
  new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 5 } }))

describe('React hooks with EVM and Solana connected together', () => {
  it("useWalletProvider('solana') gives the Solana provider, useWalletProvider() and useAccount() follow the active namespace, and one namespace disconnects alone", async () => {
    const wallet = createTestSolanaWallet({ seeds: [new Uint8Array(32).fill(7)] })
    const devnet = defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } })
    const client = createSigil({
      projectId: 'test',
      networks: [mainnet, devnet],
      adapters: [evmAdapter, solana({ wallets: createTestRegistry([wallet]), fetch: balanceOnlyRpc })],
      reconnect: false,
      logLevel: 'fatal',
    })
    await client.ready()
    let seen: { solana?: unknown; active?: unknown; address?: string } = {}
    function Reader() {
      const solanaProvider = useWalletProvider('solana').provider
      const active = useWalletProvider().provider
      const { address } = useAccount()
      seen = { solana: solanaProvider, active, address }
      return null
    }
    render(
      <SigilProvider client={client}>
        <Reader />
      </SigilProvider>,
    )
    await act(async () => {
      await client.connect({ connectorId: 'evm-wallet', namespace: 'eip155' })
      await client.connect({ connectorId: 'wallet-standard:Test Solana Wallet', namespace: 'solana' })
      await client.switchNetwork(mainnet)
    })
    expect((seen.solana as SolanaProvider).wallet).toBe(wallet)
    expect(seen.active).toBe(evmProvider)
    expect(seen.address).toBe(EVM_ADDRESS)

    await act(async () => client.switchNetwork(devnet))
    expect(seen.active).toBe(seen.solana)
    expect(seen.address).toBe(wallet.accounts[0]!.address)

    await act(async () => client.disconnect({ namespace: 'solana' }))
    expect(seen.solana).toBeUndefined()
    expect(client.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'disconnected' })
  })
})
