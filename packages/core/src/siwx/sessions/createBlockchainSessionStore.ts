import type { KeyValueStorage } from '../../storage/keyValueStorage.js'
import { resolveKeyValueStorage } from '../../storage/resolveKeyValueStorage.js'
import { parseSiwxMessage } from '../parseSiwxMessage.js'
import { SiwxError, type SiwxRefusal } from '../SiwxError.js'
import type { SiwxSession, SiwxSessionKey, SiwxSessionStore } from '../types.js'
import { readSession } from './readSession.js'
import { isSessionFor } from './sameAccount.js'

export type BlockchainSessionStoreOptions = {
  /** The blockchain service's base URL (devnet: `urls.blockchain`). */
  blockchainUrl: string
  projectId: string
  /** Where the ids of this browser's sessions are kept (default: localStorage, else memory). */
  storage?: KeyValueStorage
  /** Default 'sigil:siwx:backend'. */
  key?: string
  fetch?: typeof globalThis.fetch
  now?: () => number
}

type Entry = { id: string; chainId: string; address: string }
type ServiceSession = {
  id: string
  pci: string
  revoked: boolean
  expiresAt: string
  message?: string
  signature?: string
}

const REFUSALS: Record<string, SiwxRefusal> = {
  expired: 'expired',
  not_yet_valid: 'not-yet-valid',
  nonce_reused: 'reused-nonce',
  invalid_signature: 'bad-signature',
}

function isEntry(value: unknown): value is Entry {
  const entry = value as Entry
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    /^[\w-]{1,128}$/.test(entry.id) &&
    typeof entry.chainId === 'string' &&
    typeof entry.address === 'string'
  )
}

function isServiceSession(value: unknown): value is ServiceSession {
  const session = value as ServiceSession
  return (
    typeof session === 'object' &&
    session !== null &&
    typeof session.id === 'string' &&
    typeof session.pci === 'string' &&
    typeof session.revoked === 'boolean' &&
    typeof session.expiresAt === 'string'
  )
}

/**
 * Sessions held by the app's backend through the blockchain service's sessions routes
 * (spec §7): the service issues the nonce, verifies the signed text and keeps the session;
 * this browser keeps only the session ids. Signing out revokes at the service, which wants
 * the account's signature of the session's pci.
 */
export function createBlockchainSessionStore(options: BlockchainSessionStoreOptions): SiwxSessionStore {
  const storage = resolveKeyValueStorage(options.storage)
  const key = options.key ?? 'sigil:siwx:backend'
  const now = options.now ?? Date.now
  const base = options.blockchainUrl.replace(/\/$/, '')
  const call = async (path: string, init?: { method: 'POST'; body: unknown }): Promise<Response> => {
    const fetcher = options.fetch ?? globalThis.fetch
    const url = `${base}${path}?projectId=${encodeURIComponent(options.projectId)}`
    return fetcher(url, {
      method: init?.method ?? 'GET',
      ...(init ? { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.body) } : {}),
    })
  }
  const entries = (): Entry[] => {
    try {
      const raw: unknown = JSON.parse(storage.getItem(key) ?? '[]')
      return Array.isArray(raw) ? raw.filter(isEntry) : []
    } catch {
      return []
    }
  }
  const save = (list: readonly Entry[]) =>
    list.length === 0 ? storage.removeItem(key) : storage.setItem(key, JSON.stringify(list))
  const matches = (entry: Entry, lookup: SiwxSessionKey) =>
    entry.chainId === lookup.chainId &&
    (lookup.chainId.startsWith('eip155:')
      ? entry.address.toLowerCase() === lookup.address.toLowerCase()
      : entry.address === lookup.address)

  const fetchSession = async (entry: Entry): Promise<{ session?: SiwxSession; remote?: ServiceSession }> => {
    const response = await call(`/v1/sessions/${encodeURIComponent(entry.id)}`)
    if (response.status === 404) return {}
    if (!response.ok) throw new Error(`The sessions service answered ${response.status}`)
    const remote: unknown = await response.json()
    if (!isServiceSession(remote) || remote.revoked || Date.parse(remote.expiresAt) <= now()) return {}
    if (typeof remote.message !== 'string' || typeof remote.signature !== 'string') return {}
    let data: SiwxSession['data']
    try {
      data = parseSiwxMessage(remote.message)
    } catch {
      return {}
    }
    const session = readSession({ data, message: remote.message, signature: remote.signature }, now())
    return session && isSessionFor(session, entry as SiwxSessionKey) ? { session, remote } : {}
  }

  const get = async (lookup: SiwxSessionKey): Promise<SiwxSession | undefined> => {
    const entry = entries().find((e) => matches(e, lookup))
    if (!entry) return undefined
    const { session } = await fetchSession(entry)
    if (!session) save(entries().filter((e) => e.id !== entry.id))
    return session
  }

  return {
    async issueNonce() {
      const response = await call('/v1/sessions/nonce', { method: 'POST', body: {} })
      const body = (await response.json().catch(() => undefined)) as { nonce?: unknown } | undefined
      if (!response.ok || typeof body?.nonce !== 'string' || !/^[a-zA-Z0-9]{8,}$/.test(body.nonce))
        throw new Error('The sessions service did not issue a nonce')
      return body.nonce
    },
    async add(session) {
      const response = await call('/v1/sessions', {
        method: 'POST',
        body: { message: session.message, signature: session.signature },
      })
      const body = (await response.json().catch(() => undefined)) as
        | { error?: unknown; message?: unknown; id?: unknown }
        | undefined
      if (!response.ok) {
        const reason = REFUSALS[String(body?.error)] ?? 'bad-signature'
        throw new SiwxError(
          reason,
          `The sessions service refused the sign-in: ${String(body?.message ?? response.status)}`,
        )
      }
      if (!isServiceSession(body)) throw new Error('The sessions service answered without a session')
      const entry = { id: body.id, chainId: session.data.chainId, address: session.data.accountAddress }
      save([...entries().filter((e) => !matches(e, entry as SiwxSessionKey)), entry])
    },
    get,
    async revoke(lookup, tools) {
      const list = entries()
      const entry = list.find((e) => matches(e, lookup))
      if (!entry) return
      save(list.filter((e) => e.id !== entry.id))
      const { remote } = await fetchSession(entry)
      if (!remote) return
      if (!tools?.signMessage)
        throw new Error('Revoking a session at the service needs the wallet’s signature')
      const signature = await tools.signMessage(remote.pci)
      const response = await call(`/v1/sessions/${encodeURIComponent(entry.id)}/revoke`, {
        method: 'POST',
        body: { pci: remote.pci, signature },
      })
      if (!response.ok)
        throw new Error(`The sessions service did not revoke the session (${response.status})`)
    },
    async list() {
      const found = await Promise.all(entries().map((entry) => get(entry as SiwxSessionKey)))
      return found.filter((session): session is SiwxSession => session !== undefined)
    },
  }
}
