import { createMemoryStorage } from './createMemoryStorage.js'
import type { KeyValueStorage } from './keyValueStorage.js'

function browserStorage(): KeyValueStorage | undefined {
  try {
    // Reading `localStorage` can throw (blocked cookies, sandboxed frames).
    const candidate = (globalThis as { localStorage?: KeyValueStorage }).localStorage
    return candidate ?? undefined
  } catch {
    return undefined
  }
}

/**
 * The given storage, else the browser's localStorage, else memory. The browser is looked at
 * on first use, never at import or creation, so server rendering touches nothing.
 */
export function resolveKeyValueStorage(given?: KeyValueStorage): KeyValueStorage {
  if (given) return given
  let resolved: KeyValueStorage | undefined
  const target = (): KeyValueStorage => {
    resolved ??= browserStorage() ?? createMemoryStorage()
    return resolved
  }
  return {
    getItem: (key) => target().getItem(key),
    setItem: (key, value) => target().setItem(key, value),
    removeItem: (key) => target().removeItem(key),
  }
}
