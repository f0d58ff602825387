/** A least-recently-used cache of bounded size, owned by whoever creates it. */
export type LruCache<K, V> = {
  get(key: K): V | undefined
  set(key: K, value: V): void
  readonly size: number
  clear(): void
}

export function createLruCache<K, V>(maxEntries: number): LruCache<K, V> {
  if (!(Number.isInteger(maxEntries) && maxEntries > 0))
    throw new RangeError('maxEntries must be a positive integer')
  // A Map iterates in insertion order, so re-inserting on read keeps the oldest entry first.
  const entries = new Map<K, V>()
  return {
    get(key) {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set(key, value) {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K)
    },
    get size() {
      return entries.size
    },
    clear() {
      entries.clear()
    },
  }
}
