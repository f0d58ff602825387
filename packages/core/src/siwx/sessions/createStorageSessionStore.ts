import type { KeyValueStorage } from '../../storage/keyValueStorage.js'
import { resolveKeyValueStorage } from '../../storage/resolveKeyValueStorage.js'
import { loadSiwxChecks } from '../loadSiwxChecks.js'
import type { SiwxSession, SiwxSessionKey, SiwxSessionStore } from '../types.js'
import { isSessionFor } from './sameAccount.js'

export type StorageSessionStoreOptions = {
  /** Default: the browser's localStorage (looked up on first use), else memory. */
  storage?: KeyValueStorage
  /** Default 'sigil:siwx:sessions'. */
  key?: string
  now?: () => number
}

/**
 * Sessions kept in the browser: one JSON list of { data, message, signature }. Nothing
 * secret is written (a signature proves a sign-in, it signs nothing). Entries that do not
 * read back as sessions (corrupt, edited, expired) are dropped on read.
 */
export function createStorageSessionStore(options: StorageSessionStoreOptions = {}): SiwxSessionStore {
  const storage = resolveKeyValueStorage(options.storage)
  const key = options.key ?? 'sigil:siwx:sessions'
  const now = options.now ?? Date.now

  const read = async (): Promise<SiwxSession[]> => {
    const { readSession } = await loadSiwxChecks()
    let raw: unknown
    try {
      raw = JSON.parse(storage.getItem(key) ?? '[]')
    } catch {
      return []
    }
    if (!Array.isArray(raw)) return []
    const at = now()
    return raw.flatMap((entry) => readSession(entry, at) ?? [])
  }
  const write = (sessions: readonly SiwxSession[]) => {
    if (sessions.length === 0) storage.removeItem(key)
    else
      storage.setItem(
        key,
        JSON.stringify(sessions.map(({ data, message, signature }) => ({ data, message, signature }))),
      )
  }

  return {
    get: async (lookup: SiwxSessionKey) => (await read()).find((session) => isSessionFor(session, lookup)),
    add: async (session) => {
      const key = { chainId: session.data.chainId, address: session.data.accountAddress }
      write([...(await read()).filter((s) => !isSessionFor(s, key)), session])
    },
    revoke: async (lookup) => write((await read()).filter((session) => !isSessionFor(session, lookup))),
    list: async () => read(),
  }
}
