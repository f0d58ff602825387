import { describe, expect, it } from 'vitest'
import { readAhead } from './readAheadStorage.js'

/** A storage that names keys as the SDK's browser storage does (`a//b` stored as `a:b`) and counts reads. */
function storedStorage(initial: Record<string, unknown>) {
  const data = new Map(Object.entries(initial))
  const name = (key: string) => key.replace(/\/+/g, ':')
  const counts = { getItem: 0, getEntries: 0 }
  return {
    data,
    counts,
    getKeys: async () => [...data.keys()],
    getEntries: async <T>() => {
      counts.getEntries++
      return [...data.entries()] as [string, T][]
    },
    getItem: async <T>(key: string) => {
      counts.getItem++
      return data.get(name(key)) as T | undefined
    },
    setItem: async <T>(key: string, value: T) => void data.set(name(key), JSON.parse(JSON.stringify(value))),
    removeItem: async (key: string) => void data.delete(name(key)),
  }
}

describe('readAhead', () => {
  it('reads the whole storage once; the SDK’s reads by its own key names come from memory, as copies', async () => {
    const inner = storedStorage({ 'wc@2:core:0.3:keychain': { a: '1' }, WALLETCONNECT_CLIENT_ID: 'id' })
    const storage = readAhead(inner)
    const keychain = await storage.getItem<{ a: string }>('wc@2:core:0.3//keychain')
    expect(keychain).toEqual({ a: '1' })
    expect(await storage.getItem('wc@2:client:0.3//session')).toBeUndefined()
    expect(await storage.getItem('WALLETCONNECT_CLIENT_ID')).toBe('id')
    keychain!.a = 'changed by the reader'
    expect(await storage.getItem('wc@2:core:0.3//keychain')).toEqual({ a: '1' })
    expect(inner.counts).toEqual({ getItem: 0, getEntries: 1 })
  })

  it('writes reach memory and the storage; a removed record is gone from both', async () => {
    const inner = storedStorage({})
    const storage = readAhead(inner)
    const session = [{ topic: 't' }]
    await storage.setItem('wc@2:client:0.3//session', session)
    session[0]!.topic = 'changed after the write'
    expect(await storage.getItem('wc@2:client:0.3//session')).toEqual([{ topic: 't' }])
    expect(inner.data.get('wc@2:client:0.3:session')).toEqual([{ topic: 't' }])
    await storage.removeItem('wc@2:client:0.3//session')
    expect(await storage.getItem('wc@2:client:0.3//session')).toBeUndefined()
    expect(inner.data.has('wc@2:client:0.3:session')).toBe(false)
  })
})
