import { createMemoryLogSink } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/index.js'
import { createMemoryStorage } from './createMemoryStorage.js'
import { createVersionedStorage } from './createVersionedStorage.js'
import { resolveKeyValueStorage } from './resolveKeyValueStorage.js'

const isString = (value: unknown): value is string => typeof value === 'string'

function setup() {
  const raw = createMemoryStorage()
  const log = createMemoryLogSink()
  const storage = createVersionedStorage(raw, createLogger({ level: 'warn', sink: log.sink }))
  return { raw, log, storage }
}

describe('createVersionedStorage', () => {
  it('writes a versioned JSON envelope and reads it back', () => {
    const { raw, storage } = setup()
    storage.write('sigil:recent', 'abc')
    expect(JSON.parse(raw.getItem('sigil:recent')!)).toEqual({ v: 1, value: 'abc' })
    expect(storage.read('sigil:recent', isString)).toBe('abc')
  })

  it.each([
    ['not JSON', '{oops'],
    ['a foreign value', '"plain"'],
    ['another version', '{"v":99,"value":"abc"}'],
    ['a value its guard rejects', '{"v":1,"value":42}'],
  ])('R-SEC-11 drops %s with a warning and never throws', (_name, stored) => {
    const { raw, log, storage } = setup()
    raw.setItem('sigil:x', stored)
    expect(storage.read('sigil:x', isString)).toBeUndefined()
    expect(raw.getItem('sigil:x')).toBeNull()
    expect(log.records.some((r) => r.level === 'warn' && r.message.includes('sigil:x'))).toBe(true)
  })

  it('R-SEC-11 a storage that throws is logged, not thrown', () => {
    const log = createMemoryLogSink()
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('denied')
      },
    }
    const storage = createVersionedStorage(broken, createLogger({ sink: log.sink }))
    expect(storage.read('k', isString)).toBeUndefined()
    expect(() => storage.write('k', 'v')).not.toThrow()
    expect(log.records).toHaveLength(2)
  })
})

describe('resolveKeyValueStorage', () => {
  it('uses memory where no browser storage exists, without touching anything at creation', () => {
    const storage = resolveKeyValueStorage()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })

  it('prefers the given storage', () => {
    const given = createMemoryStorage()
    resolveKeyValueStorage(given).setItem('a', '1')
    expect(given.getItem('a')).toBe('1')
  })
})
