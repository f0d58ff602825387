import type { CaipNetworkId } from '../caip/types.js'
import type { KeyValueStorage } from '../storage/keyValueStorage.js'

/** How long a nonce made here waits for its signed message: past that it is refused. */
export const NONCE_LIFETIME_MS = 15 * 60_000
const MAX_ENTRIES = 64

type Entry = { expiresAt: number; used: CaipNetworkId[] }

export type IssuedNonces = {
  issue(nonce: string): void
  /** Whether the nonce was made here, is live, and was not used on that network yet. */
  usable(nonce: string, chainId: CaipNetworkId): boolean
  /**
   * Spends the nonce for one network: true the first time a live nonce made here is used on
   * that network, false otherwise (unknown, expired, or already used there).
   */
  spend(nonce: string, chainId: CaipNetworkId): boolean
}

export type IssuedNoncesOptions = { storage: KeyValueStorage; key: string; now: () => number }

function readEntries(raw: string | null, at: number): Map<string, Entry> {
  const entries = new Map<string, Entry>()
  let parsed: unknown
  try {
    parsed = JSON.parse(raw ?? '{}')
  } catch {
    return entries
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return entries
  for (const [nonce, value] of Object.entries(parsed)) {
    if (!/^[A-Za-z0-9]{8,128}$/.test(nonce) || typeof value !== 'object' || value === null) continue
    const { expiresAt, used } = value as { expiresAt?: unknown; used?: unknown }
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt) || expiresAt <= at) continue
    if (!Array.isArray(used) || !used.every((id) => typeof id === 'string' && id.length <= 100)) continue
    entries.set(nonce, { expiresAt, used: used as CaipNetworkId[] })
  }
  return entries
}

/**
 * The nonces a default sign-in config made, kept beside the sessions so a reload between
 * writing a message and adding its signature (a phone wallet's round trip can unload the tab)
 * does not void it. A nonce is good once per network: one approval may sign the same request
 * on several chains (WalletConnect's one-click sign-in), and none of them can be added twice.
 * Nothing here is secret: the nonce is part of the signed text.
 */
export function createIssuedNonces(options: IssuedNoncesOptions): IssuedNonces {
  const read = () => readEntries(options.storage.getItem(options.key), options.now())
  const write = (entries: Map<string, Entry>) => {
    if (entries.size === 0) options.storage.removeItem(options.key)
    else options.storage.setItem(options.key, JSON.stringify(Object.fromEntries(entries)))
  }
  return {
    issue(nonce) {
      const entries = read()
      entries.set(nonce, { expiresAt: options.now() + NONCE_LIFETIME_MS, used: [] })
      // The oldest go first: a page that keeps asking cannot grow the storage without bound.
      for (const oldest of [...entries.keys()].slice(0, Math.max(0, entries.size - MAX_ENTRIES)))
        entries.delete(oldest)
      write(entries)
    },
    usable(nonce, chainId) {
      const entry = read().get(nonce)
      return entry !== undefined && !entry.used.includes(chainId)
    },
    spend(nonce, chainId) {
      const entries = read()
      const entry = entries.get(nonce)
      if (entry === undefined || entry.used.includes(chainId)) return false
      entry.used.push(chainId)
      write(entries)
      return true
    },
  }
}
