import { createTestClient, testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'

/** A client with EVM and Solana connected, on the storage the reloaded page will read. */
async function bothConnected() {
  const storage = createMemoryStorage()
  const { client } = createTestClient({ storage })
  await client.ready()
  await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
  return { client, storage }
}

async function reload(storage: ReturnType<typeof createMemoryStorage>) {
  const { client } = createTestClient({ storage })
  await client.ready()
  return client.getState()
}

describe('the active namespace across a reload', () => {
  it.each([
    ['eip155', testMainnet],
    ['solana', testSolana],
  ] as const)(
    'R-STATE-19 R-CORE-26 with two namespaces connected, the one last chosen (%s) is active again after a reload',
    async (namespace, network) => {
      const { client, storage } = await bothConnected()
      // Moving back and forth between connected namespaces asks no wallet: only the choice changes.
      await client.switchNetwork(namespace === 'eip155' ? testSolana : testMainnet)
      await client.switchNetwork(network)
      expect(client.getState().chain.activeNamespace).toBe(namespace)
      expect(storage.getItem('sigil:connection:namespace')).toBe(JSON.stringify({ v: 1, value: namespace }))

      const restored = await reload(storage)
      expect(restored.connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' })
      expect(restored.chain.activeNamespace).toBe(namespace)
      expect(restored.chain.activeNetwork?.caipNetworkId).toBe(network.caipNetworkId)
    },
  )

  it('R-STATE-19 a namespace chosen with nothing connected there is not restored: the connected one is', async () => {
    const storage = createMemoryStorage()
    const { client } = createTestClient({ storage })
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await client.switchNetwork(testSolana)
    expect((await reload(storage)).chain.activeNamespace).toBe('eip155')
  })

  it('R-STATE-20 R-STATE-21 when the active namespace cannot be restored, the one that was restored becomes active', async () => {
    const { client, storage } = await bothConnected()
    await client.switchNetwork(testSolana)
    const { client: reloaded, solana } = createTestClient({ storage })
    solana.behaviour.reconnect = 'reject'
    await reloaded.ready()
    const state = reloaded.getState()
    expect(state.connection.status).toMatchObject({ eip155: 'connected', solana: 'disconnected' })
    expect(state.chain.activeNamespace).toBe('eip155')
  })

  it('R-STATE-19 a background restore does not move the person: the namespace shown is the stored one throughout', async () => {
    const { client, storage } = await bothConnected()
    await client.switchNetwork(testMainnet)
    const { client: reloaded } = createTestClient({ storage })
    const seen: string[] = []
    reloaded.subscribe(
      (s) => s.chain.activeNamespace ?? 'none',
      (namespace) => seen.push(namespace),
    )
    await reloaded.ready()
    expect(reloaded.getState().chain.activeNamespace).toBe('eip155')
    expect(seen).toEqual([])
  })
})
