import type { KeyValueStorage } from './keyValueStorage.js'

/** Storage that lives as long as the object; used where no browser storage exists. */
export function createMemoryStorage(): KeyValueStorage & { keys(): string[] } {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
    keys: () => [...entries.keys()],
  }
}
