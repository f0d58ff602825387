import type { Logger } from '../logger/index.js'
import type { KeyValueStorage } from './keyValueStorage.js'

/** Version of the JSON envelope every value is written in. */
export const STORAGE_VERSION = 1

type Envelope = { v: number; value: unknown }

export type VersionedStorage = {
  /** The stored value, or undefined when absent, corrupt, foreign or rejected by `guard`. */
  read<T>(key: string, guard: (value: unknown) => value is T): T | undefined
  write(key: string, value: unknown): void
  remove(key: string): void
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' && value !== null && 'v' in value && 'value' in value

/**
 * JSON values in a `{ v, value }` envelope. Anything that does not parse, carries another
 * version or fails its guard is dropped with a warning; nothing here throws (R-SEC-11).
 */
export function createVersionedStorage(storage: KeyValueStorage, logger: Logger): VersionedStorage {
  const remove = (key: string): void => {
    try {
      storage.removeItem(key)
    } catch (error) {
      logger.warn(`Could not remove stored ${key}`, error)
    }
  }
  return {
    read(key, guard) {
      let raw: string | null
      try {
        raw = storage.getItem(key)
      } catch (error) {
        logger.warn(`Could not read stored ${key}`, error)
        return undefined
      }
      if (raw === null) return undefined
      let parsed: unknown
      try {
        parsed = JSON.parse(raw)
      } catch {
        logger.warn(`Dropped stored ${key}: not valid JSON`)
        remove(key)
        return undefined
      }
      if (!isEnvelope(parsed) || parsed.v !== STORAGE_VERSION || !guard(parsed.value)) {
        logger.warn(`Dropped stored ${key}: unknown format`)
        remove(key)
        return undefined
      }
      return parsed.value
    },
    write(key, value) {
      try {
        storage.setItem(key, JSON.stringify({ v: STORAGE_VERSION, value }))
      } catch (error) {
        logger.warn(`Could not store ${key}`, error)
      }
    },
    remove,
  }
}
