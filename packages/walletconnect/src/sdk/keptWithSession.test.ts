import { createLogger } from '@sigil/core/internal'
import { createMemoryLogSink } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { keptWithSession } from './keptWithSession.js'

function mapStorage() {
  const items = new Map<string, unknown>()
  return {
    items,
    getItem: async <T>(key: string) => structuredClone(items.get(key)) as T | undefined,
    setItem: async <T>(key: string, value: T) => {
      items.set(key, structuredClone(value))
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

describe('data kept beside a WalletConnect session', () => {
  it('R-BTC-02 reads back what was kept for the same session, nothing for another session or without one, and nothing once cleared', async () => {
    const storage = mapStorage()
    let topic: string | undefined = 'topic-a'
    const logger = createLogger()
    const kept = keptWithSession(storage, { prefix: 'p', topic: () => topic, logger })
    await kept.set('keys', [{ address: 'a', publicKey: 'b' }])
    await kept.set('other', 1)
    // A reload: a new reader over the same storage, the session restored.
    const reloaded = keptWithSession(storage, { prefix: 'p', topic: () => topic, logger })
    expect(await reloaded.get('keys')).toEqual([{ address: 'a', publicKey: 'b' }])
    expect(await reloaded.get('other')).toBe(1)
    expect(await reloaded.get('toString')).toBeUndefined()
    // Another storage prefix (another SDK instance in the page) keeps its own.
    expect(
      await keptWithSession(storage, { prefix: 'q', topic: () => topic, logger }).get('keys'),
    ).toBeUndefined()
    topic = 'topic-b'
    expect(await reloaded.get('keys')).toBeUndefined()
    await reloaded.set('keys', [])
    expect(await reloaded.get('other')).toBeUndefined()
    topic = undefined
    expect(await reloaded.get('keys')).toBeUndefined()
    await reloaded.set('keys', ['not kept without a session'])
    topic = 'topic-b'
    expect(await reloaded.get('keys')).toEqual([])
    await reloaded.clear()
    expect(await reloaded.get('keys')).toBeUndefined()
    expect(storage.items.size).toBe(0)
  })

  it('R-BTC-02 a malformed record reads as nothing, and a failing storage is logged, never thrown', async () => {
    const storage = mapStorage()
    const logger = createLogger()
    const kept = keptWithSession(storage, { prefix: 'p', topic: () => 'topic-a', logger })
    for (const junk of ['junk', { topic: 'topic-a' }, { topic: 'topic-a', values: null }, { values: {} }]) {
      storage.items.set('sigil:p:kept', junk)
      expect(await kept.get('keys')).toBeUndefined()
    }
    const { sink, records } = createMemoryLogSink()
    const broken = keptWithSession(
      {
        getItem: async () => {
          throw new Error('storage gone')
        },
        setItem: async () => {
          throw new Error('storage gone')
        },
        removeItem: async () => {
          throw new Error('storage gone')
        },
      },
      { prefix: 'p', topic: () => 'topic-a', logger: createLogger({ sink }) },
    )
    await expect(broken.set('keys', [])).resolves.toBeUndefined()
    await expect(broken.get('keys')).resolves.toBeUndefined()
    await expect(broken.clear()).resolves.toBeUndefined()
    expect(records.map((r) => [r.level, r.message])).toEqual([
      ['warn', 'Could not store the data kept with the WalletConnect session'],
      ['warn', 'Could not read the data kept with the WalletConnect session'],
      ['warn', 'Could not remove the data kept with the WalletConnect session'],
    ])
  })
})
