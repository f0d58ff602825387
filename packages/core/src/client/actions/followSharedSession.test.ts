import { createFakeAdapter, createTestClient, flushPromises, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../adapter.js'

const authIn = (chain: 'eip155' | 'solana'): Connector => ({
  id: 'auth',
  type: 'AUTH',
  name: 'Email and social',
  chain,
})

function clientWithAuthIn(namespaces: readonly ('eip155' | 'solana')[]) {
  const evm = createFakeAdapter({ namespace: 'eip155', connectors: [authIn('eip155')] })
  const solana = createFakeAdapter({
    namespace: 'solana',
    chainId: testSolana.id,
    connectors: namespaces.includes('solana') ? [authIn('solana')] : [],
  })
  return { ...createTestClient({ adapters: [evm, solana] }), evm, solana }
}

describe('followSharedSession', () => {
  it('R-EMBED-24 an email or social login on eip155 also connects the embedded wallet in solana, in the background', async () => {
    const { client, solana } = clientWithAuthIn(['eip155', 'solana'])
    await client.ready()
    await client.connect({ connectorId: 'auth', namespace: 'eip155' })
    await flushPromises()
    const state = client.getState()
    expect(state.connection.status.solana).toBe('connected')
    expect(state.connection.activeConnectorId.solana).toBe('auth')
    expect(solana.callsOf('reconnect')).toHaveLength(1)
    expect(state.chain.activeNamespace).toBe('eip155')
  })

  it('leaves solana alone when the embedded wallet is not offered there', async () => {
    const { client, solana } = clientWithAuthIn(['eip155'])
    await client.ready()
    await client.connect({ connectorId: 'auth', namespace: 'eip155' })
    await flushPromises()
    expect(client.getState().connection.status.solana).toBe('disconnected')
    expect(solana.callsOf('reconnect')).toHaveLength(0)
  })
})
