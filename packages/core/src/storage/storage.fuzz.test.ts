import { createTestClient, fuzzParameters, hostileValue } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/index.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createVersionedStorage, STORAGE_VERSION } from './createVersionedStorage.js'

const silent = createLogger({ sink: () => {} })

/** What another version, another library on the same origin or a broken write could leave. */
const storedText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  hostileValue.map((value) => {
    try {
      return JSON.stringify(value) ?? 'undefined'
    } catch {
      return '{'
    }
  }),
  fc
    .tuple(fc.oneof(fc.constant(STORAGE_VERSION), fc.integer(), fc.string()), hostileValue)
    .map(([v, value]) =>
      JSON.stringify({ v, value }, (_key, entry) => (typeof entry === 'bigint' ? String(entry) : entry)),
    ),
  fc.constantFrom(
    '{"v":1,"value":{"connectorId":"x","caipNetworkId":"eip155:999999"}}',
    '{"v":1,"value":{"connectorId":"__proto__"}}',
    '{"v":1,"value":"solana"}',
    '{"v":1,"value":"cosmos"}',
    `{"v":1,"value":[${'{"id":"w"},'.repeat(50)}{"id":"z"}]}`,
    '{"v":0,"value":{"connectorId":"old"}}',
    '{"__proto__":{"v":1,"value":1}}',
  ),
)

describe('storage reads under fuzzing', () => {
  it('R-SEC-11 a read returns a value its guard accepts or undefined, and removes what it could not use', () => {
    fc.assert(
      fc.property(storedText, (text) => {
        const backing = createMemoryStorage()
        backing.setItem('k', text)
        const storage = createVersionedStorage(backing, silent)
        const isText = (value: unknown): value is string => typeof value === 'string'
        const value = storage.read('k', isText)
        if (value === undefined) expect(backing.getItem('k')).toBeNull()
        else expect(typeof value).toBe('string')
      }),
      fuzzParameters(),
    )
  })

  it('R-SEC-11 a storage that throws on every call is survived', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const storage = createVersionedStorage(throwing, silent)
    expect(storage.read('k', (v): v is unknown => true)).toBeUndefined()
    expect(() => storage.write('k', 1)).not.toThrow()
    expect(() => storage.remove('k')).not.toThrow()
  })

  it('R-SEC-11 a client starts on any stored data: valid statuses, at most 2 recent wallets, nothing thrown', async () => {
    const keys = [
      'sigil:connection:eip155',
      'sigil:connection:solana',
      'sigil:connection:namespace',
      'sigil:recent',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), storedText), { maxLength: 4 }),
        async (entries) => {
          const storage = createMemoryStorage()
          for (const [key, text] of entries) storage.setItem(key, text)
          const { client } = createTestClient({ storage })
          await client.ready()
          const state = client.getState()
          for (const status of Object.values(state.connection.status))
            expect(['disconnected', 'connecting', 'connected']).toContain(status)
          expect(state.connectors.recent.length).toBeLessThanOrEqual(2)
          for (const wallet of state.connectors.recent) expect(typeof wallet.id).toBe('string')
          client.destroy()
        },
      ),
      fuzzParameters(200),
    )
  })
})
