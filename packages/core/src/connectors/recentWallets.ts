import { RECENT_WALLETS_MAX } from '../constants/index.js'

/** A recent wallet as stored (spec §3, R-UI-13). */
export type RecentWallet = { id: string; rdns?: string }

export function isRecentWalletList(value: unknown): value is RecentWallet[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.id === 'string' &&
        (entry.rdns === undefined || typeof entry.rdns === 'string'),
    )
  )
}

/** Puts `wallet` first, drops earlier entries of the same wallet, keeps at most 2 (R-UI-21). */
export function addRecentWallet(
  list: readonly RecentWallet[],
  wallet: RecentWallet,
  max: number = RECENT_WALLETS_MAX,
): RecentWallet[] {
  const entry: RecentWallet =
    wallet.rdns === undefined ? { id: wallet.id } : { id: wallet.id, rdns: wallet.rdns }
  const rest = list.filter(
    (other) => other.id !== entry.id && (entry.rdns === undefined || other.rdns !== entry.rdns),
  )
  return [entry, ...rest].slice(0, max)
}

/** A stored list as the client may use it: deduped by id or rdns, newest first, at most `max`. */
export function normalizeRecentWallets(
  list: readonly RecentWallet[],
  max: number = RECENT_WALLETS_MAX,
): RecentWallet[] {
  return list.reduceRight<RecentWallet[]>((kept, wallet) => addRecentWallet(kept, wallet, max), [])
}
