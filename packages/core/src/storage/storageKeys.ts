import type { NetworkNamespace } from '../caip/types.js'

/** The feature segments every key carries after the prefix (R-CORE-26). */
export type StorageFeature = 'connection' | 'recent' | 'cache' | 'auth'

export const DEFAULT_STORAGE_PREFIX = 'sigil'
export const DEFAULT_STORAGE_SEGMENTS: Readonly<Record<StorageFeature, string>> = {
  connection: 'connection',
  recent: 'recent',
  cache: 'cache',
  auth: 'auth',
}

export type StorageKeys = {
  /** `${prefix}:connection:${namespace}`: the connector and network of a namespace. */
  connection(namespace: NetworkNamespace): string
  /** `${prefix}:connection:namespace`: the namespace that was active. */
  activeNamespace: string
  /** `${prefix}:recent`: the recent wallets. */
  recent: string
  /** `${prefix}:cache:${kind}:${id}`. */
  cache(kind: string, id: string): string
  /** `${prefix}:auth:${name}`: cached login data of the embedded wallet. */
  auth(name: string): string
}

export function createStorageKeys(
  prefix: string = DEFAULT_STORAGE_PREFIX,
  segments: Partial<Record<StorageFeature, string>> = {},
): StorageKeys {
  const s = { ...DEFAULT_STORAGE_SEGMENTS, ...segments }
  return {
    connection: (namespace) => `${prefix}:${s.connection}:${namespace}`,
    activeNamespace: `${prefix}:${s.connection}:namespace`,
    recent: `${prefix}:${s.recent}`,
    cache: (kind, id) => `${prefix}:${s.cache}:${kind}:${id}`,
    auth: (name) => `${prefix}:${s.auth}:${name}`,
  }
}
