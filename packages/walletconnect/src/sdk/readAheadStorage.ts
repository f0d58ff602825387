import type { SdkStorage } from '../walletConnect.js'

/** How the SDK's storage names a key in its database (`a//b` is stored as `a:b`). */
const storedKey = (key: string): string =>
  (key.split('?')[0] ?? '').replace(/[/\\]/g, ':').replace(/:+/g, ':').replace(/^:|:$/g, '')

/**
 * The SDK's storage read once, all of it, when made: the SDK's start-up then asks for its ~17
 * records one after the other, each an IndexedDB round trip (0.1-0.35 s in all on a busy
 * machine), and gets them from memory. Writes go to memory and on to the storage, in order; reads
 * get copies, as from a storage that serializes.
 */
export function readAhead(inner: SdkStorage): SdkStorage {
  const loaded: Promise<Map<string, unknown>> = inner
    .getEntries()
    .then((entries) => new Map(entries.map(([key, value]) => [storedKey(key), value])))
  return {
    getKeys: async () => [...(await loaded).keys()],
    getEntries: async <T>() =>
      [...(await loaded).entries()].map(([key, value]) => [key, structuredClone(value) as T]) as [
        string,
        T,
      ][],
    getItem: async <T>(key: string) => structuredClone((await loaded).get(storedKey(key))) as T | undefined,
    async setItem<T>(key: string, value: T) {
      ;(await loaded).set(storedKey(key), structuredClone(value))
      await inner.setItem(key, value)
    },
    async removeItem(key: string) {
      ;(await loaded).delete(storedKey(key))
      await inner.removeItem(key)
    },
  }
}
