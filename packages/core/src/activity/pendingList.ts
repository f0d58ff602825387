/** At most this many pending transactions (or batches) are tracked per client (spec §9, R-ACCT-30). */
export const MAX_PENDING_TRANSACTIONS = 99

/** What a client sent that the history may not list yet. */
export type PendingList<Entry> = {
  /** Newest first; never more than MAX_PENDING_TRANSACTIONS entries with status 'pending'. */
  list: readonly Entry[]
  /**
   * How many were sent beyond the tracked 99 (the oldest pending ones stop being tracked). The
   * display of a count above 99 is "99+" (`pendingCountText`).
   */
  untracked: number
}

/**
 * The list with `entry` first, before `earlier`: beyond MAX_PENDING_TRANSACTIONS pending the
 * oldest pending one stops being tracked and is counted in `untracked`.
 */
export function withNewest<Entry extends { status: string }>(
  entry: Entry,
  earlier: readonly Entry[],
  untracked: number,
): { list: Entry[]; untracked: number } {
  const list = [entry, ...earlier]
  const pending = list.filter((known) => known.status === 'pending')
  if (pending.length <= MAX_PENDING_TRANSACTIONS) return { list, untracked }
  const oldest = pending.at(-1)
  return { list: list.filter((known) => known !== oldest), untracked: untracked + 1 }
}
