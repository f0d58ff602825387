import { createFakeAdapter, createTestClient, storedEvmConnection, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'

/** The adapters of a reloaded page, recording which were told a restore is coming. */
function recordingAdapters() {
  const prepared: string[] = []
  const evm = createFakeAdapter({ namespace: 'eip155' })
  const solana = createFakeAdapter({ namespace: 'solana', chainId: testSolana.id })
  evm.prepareReconnect = () => prepared.push('eip155')
  solana.prepareReconnect = () => prepared.push('solana')
  return { prepared, adapters: [evm, solana] }
}

describe('prepareReconnect: an adapter hears of a restore as the client is made', () => {
  it('R-STATE-19 only the namespace with a stored connection is told, at once, before start-up runs', async () => {
    const storage = await storedEvmConnection()
    const { prepared, adapters } = recordingAdapters()
    const { client } = createTestClient({ storage, adapters })
    expect(prepared).toEqual(['eip155'])
    expect(client.getState().connection.status.eip155).toBe('connecting')
    await client.ready()
    expect(prepared).toEqual(['eip155'])
    expect(client.getState().connection.status.eip155).toBe('connected')
  })

  it('R-STATE-19 nothing stored, or reconnect turned off: no adapter is told', async () => {
    const empty = recordingAdapters()
    createTestClient({ storage: createMemoryStorage(), adapters: empty.adapters })
    expect(empty.prepared).toEqual([])

    const off = recordingAdapters()
    createTestClient({ storage: await storedEvmConnection(), adapters: off.adapters, reconnect: false })
    expect(off.prepared).toEqual([])
  })
})
