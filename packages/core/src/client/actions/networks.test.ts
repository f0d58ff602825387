import { createTestClient, testBitcoin, testOptimism } from '@sigil/test'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadActions } from '../loadActions.js'

describe('addNetwork and removeNetwork', () => {
  // The refusal is in the call; the change is made once the client's actions have arrived.
  beforeAll(async () => {
    await loadActions()
  })

  it('R-CORE-21 both need an adapter for the namespace (ADAPTER_NOT_FOUND)', () => {
    const { client } = createTestClient()
    expect(() => client.addNetwork(testBitcoin)).toThrowError('Adapter for namespace bip122 does not exist')
    expect(() => client.removeNetwork(testBitcoin.caipNetworkId)).toThrowError(
      expect.objectContaining({ code: 'ADAPTER_NOT_FOUND' }),
    )
  })

  it('R-CORE-22 adding a known id does nothing; a new one is added and can be removed', () => {
    const { client } = createTestClient()
    const before = client.getState().chain.networks
    client.addNetwork({ ...before[0]!, name: 'Duplicate' })
    expect(client.getState().chain.networks).toBe(before)
    client.addNetwork(testOptimism)
    expect(client.getState().chain.networks.map((n) => n.caipNetworkId)).toContain('eip155:10')
    client.removeNetwork('eip155:10')
    expect(client.getState().chain.networks).toEqual(before)
  })

  it('removing the active network falls back to another of its namespace', () => {
    const { client } = createTestClient()
    client.removeNetwork('eip155:1')
    expect(client.getState().chain.activeNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(client.getState().chain.activeNetworkByNamespace.eip155).toBe('eip155:8453')
  })
})
