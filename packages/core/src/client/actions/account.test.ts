import { createFakeAdapter, createTestClient, testBitcoin, testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { NetworkNamespace } from '../../caip/types.js'
import { DEFAULT_ACCOUNT_TYPES } from '../initialState.js'
import { selectVisibleConnections } from '../selectors.js'

describe('account state', () => {
  it('R-STATE-32 default account types: eip155 smartAccount, solana eoa, polkadot eoa, bip122 payment', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      eip155: 'smartAccount',
      solana: 'eoa',
      polkadot: 'eoa',
      bip122: 'payment',
    })
    const { client } = createTestClient()
    expect(client.getAccount('eip155').preferredAccountType).toBe('smartAccount')
    expect(client.getAccount('solana').preferredAccountType).toBe('eoa')
    expect(client.getAccount('bip122').preferredAccountType).toBe('payment')
  })

  it('R-CORE-23 getAccount requires a namespace (NAMESPACE_REQUIRED)', () => {
    const { client } = createTestClient()
    const call = client.getAccount as (namespace?: NetworkNamespace) => unknown
    expect(() => call()).toThrowError(expect.objectContaining({ code: 'NAMESPACE_REQUIRED' }))
  })

  it('R-STATE-15 a bitcoin connection keeps each account with its payment or ordinal type', async () => {
    const bitcoin = createFakeAdapter({
      namespace: 'bip122',
      chainId: testBitcoin.id,
      accounts: [
        { namespace: 'bip122', address: 'bc1pordinal', type: 'ordinal' },
        { namespace: 'bip122', address: 'bc1qpayment', type: 'payment' },
      ],
    })
    const { client } = createTestClient({ adapters: [bitcoin], networks: [testBitcoin] })
    await client.ready()
    await client.connect({ connectorId: 'bip122-wallet', namespace: 'bip122' })
    expect(client.getState().connection.connections.bip122?.[0]?.accounts).toEqual([
      { address: 'bc1pordinal', type: 'ordinal' },
      { address: 'bc1qpayment', type: 'payment' },
    ])
    // the preferred type (payment) picks the shown address
    expect(client.getAccount('bip122').address).toBe('bc1qpayment')
  })

  it('R-STATE-30 a smart account needs a supporting network and an eoa now', async () => {
    const { client } = createTestClient()
    expect(() => client.setPreferredAccountType('eip155', 'eoa')).not.toThrow()
    expect(() => client.setPreferredAccountType('eip155', 'smartAccount')).toThrowError(
      expect.objectContaining({ code: 'SMART_ACCOUNT_UNAVAILABLE' }),
    )
    client.setSmartAccountNetworks([testMainnet.caipNetworkId])
    client.setPreferredAccountType('eip155', 'smartAccount')
    expect(client.getAccount('eip155').preferredAccountType).toBe('smartAccount')
    // already a smart account
    expect(() => client.setPreferredAccountType('eip155', 'smartAccount')).toThrowError(/not an eoa/)
  })

  it('R-STATE-29 subscribing to connections without multiWallet raises MULTI_WALLET_NOT_ENABLED', async () => {
    const { client } = createTestClient()
    const seen: unknown[] = []
    client.subscribeConnections('eip155', (c) => seen.push(c))
    expect(seen).toEqual([])
    expect(client.getState().alerts.map((a) => a.code)).toEqual(['MULTI_WALLET_NOT_ENABLED'])
  })

  it('R-STATE-29 R-STATE-31 with multiWallet the listener gets every connection; without it only the active one shows', async () => {
    const { client, evm } = createTestClient({
      fetchRemoteConfig: async () => ({ features: { multiWallet: true } }),
    })
    await client.ready()
    const seen: number[] = []
    client.subscribeConnections('eip155', (c) => seen.push(c.length))
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    evm.behaviour.accounts = [
      { namespace: 'eip155', address: '0x2222222222222222222222222222222222222222', type: 'eoa' },
    ]
    await client.connect({ connectorId: 'second', namespace: 'eip155' })
    expect(seen).toEqual([0, 1, 2])
    expect(selectVisibleConnections(client.getState(), 'eip155')).toHaveLength(2)
    const single = { ...client.getState(), features: { ...client.getState().features, multiWallet: false } }
    expect(selectVisibleConnections(single, 'eip155').map((c) => c.connectorId)).toEqual(['second'])
  })

  it('accountsChanged updates the address and reloads the balance; an empty list disconnects', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const next = {
      namespace: 'eip155' as const,
      address: '0x4444444444444444444444444444444444444444',
      type: 'eoa' as const,
    }
    evm.emit({ type: 'accountsChanged', connectorId: 'eip155-wallet', accounts: [next] })
    expect(client.getAccount('eip155')).toMatchObject({
      address: next.address,
      caipAddress: `eip155:1:${next.address}`,
    })
    evm.emit({ type: 'accountsChanged', connectorId: 'eip155-wallet', accounts: [] })
    expect(client.getAccount('eip155').status).toBe('disconnected')
  })

  it('R-STATE-16 a solana connection leaves the eip155 account state untouched', async () => {
    const { client } = createTestClient({ networks: [testMainnet, testSolana] })
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const evmState = client.getAccount('eip155')
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    expect(client.getAccount('eip155')).toBe(evmState)
    expect(client.getAccount('solana').status).toBe('connected')
  })
})
