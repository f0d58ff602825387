export { AUTH_STORAGE_NAMES } from './authStorageNames.js'
export { CACHE_LIFETIMES, type Cache, type CacheEntry, type CacheKind, createCache } from './createCache.js'
export { createMemoryStorage } from './createMemoryStorage.js'
export { createVersionedStorage, STORAGE_VERSION, type VersionedStorage } from './createVersionedStorage.js'
export { resolveKeyValueStorage } from './resolveKeyValueStorage.js'
export {
  createStorageKeys,
  DEFAULT_STORAGE_PREFIX,
  DEFAULT_STORAGE_SEGMENTS,
  type StorageFeature,
  type StorageKeys,
} from './storageKeys.js'
