import type { WalletListing } from '../../modal/ModalOptionsContext.js'

/**
 * The longest list the grid offers, whatever count the registry reports: a count of 1e9 would
 * otherwise make a track taller than the browser lays out, full of rows that never fill.
 */
export const MAX_LISTED_WALLETS = 100_000

type Segment =
  | { start: number; length: number; wallets: readonly WalletListing[] }
  | { start: number; length: number; firstPage: number }

export type WalletListLayout = {
  /** How many positions the grid shows: the wallets known, and places for pages still to come. */
  count: number
  walletAt: (index: number) => WalletListing | undefined
  /** The page whose answer fills this position. */
  pageAt: (index: number) => number
}

/** A count the grid can use: a whole number from 0 to `MAX_LISTED_WALLETS`. */
export function listableCount(reported: number): number {
  if (!Number.isFinite(reported) || reported < 0) return 0
  return Math.min(Math.floor(reported), MAX_LISTED_WALLETS)
}

/**
 * The list made of the pages answered so far, believing a registry's count only as far as its
 * pages bear it out. A short page ends the list (the count said more); an id seen on an earlier
 * page is dropped; a full page where the count said the list ends is followed by one more page
 * to ask (the count said less); a page of nothing but repeats ends it. Pages not answered yet
 * hold `pageSize` places each.
 */
export function walletListLayout(
  pages: ReadonlyMap<number, readonly WalletListing[]>,
  reportedCount: number,
  pageSize: number,
): WalletListLayout {
  const reported = listableCount(reportedCount)
  const reportedPages = Math.ceil(reported / pageSize)
  const segments: Segment[] = []
  const seen = new Set<string>()
  let cursor = 0
  let previous = 0
  let ended = false
  for (const page of [...pages.keys()].sort((a, b) => a - b)) {
    if (page > previous + 1) {
      const length = (page - 1 - previous) * pageSize
      segments.push({ start: cursor, length, firstPage: previous + 1 })
      cursor += length
    }
    const answered = pages.get(page)!.slice(0, pageSize)
    const wallets = answered.filter((wallet) => !seen.has(wallet.id))
    for (const wallet of wallets) seen.add(wallet.id)
    segments.push({ start: cursor, length: wallets.length, wallets })
    cursor += wallets.length
    previous = page
    if (answered.length < pageSize || wallets.length === 0) {
      ended = true
      break
    }
  }
  if (!ended) {
    // Places for the pages the count still promises, or one page beyond a count that fell short.
    const promised = previous < reportedPages ? reported - previous * pageSize : previous > 0 ? pageSize : 0
    const length = Math.min(promised, Math.max(0, MAX_LISTED_WALLETS - cursor))
    if (length > 0) segments.push({ start: cursor, length, firstPage: previous + 1 })
    cursor += length
  }
  const segmentAt = (index: number) => {
    let low = 0
    let high = segments.length - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const segment = segments[middle]!
      if (index < segment.start) high = middle - 1
      else if (index >= segment.start + segment.length) low = middle + 1
      else return segment
    }
    return undefined
  }
  return {
    count: cursor,
    walletAt: (index) => {
      const segment = segmentAt(index)
      return segment && 'wallets' in segment ? segment.wallets[index - segment.start] : undefined
    },
    pageAt: (index) => {
      const segment = segmentAt(index)
      if (segment && 'firstPage' in segment)
        return segment.firstPage + Math.floor((index - segment.start) / pageSize)
      return Math.floor(index / pageSize) + 1
    },
  }
}
