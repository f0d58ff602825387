import { WALLETS_PAGE_SIZE } from '@sigil/core/internal'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { LoadWallets, WalletListing } from '../../modal/ModalOptionsContext.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { walletListLayout } from './walletListLayout.js'

/** `searchStartedAt`: when the search was typed; not part of what the query asks. */
type Query = { search: string; badge?: 'certified'; searchStartedAt?: number }
type Cache = {
  key: string
  loader: LoadWallets
  pages: Map<number, readonly WalletListing[]>
  requested: Set<number>
}
/** `answers` counts the pages answered, so the list is laid out again when one arrives. */
type Loaded = { cache: Cache; count?: number; answers?: number; error?: string; failedPage?: number }

/**
 * Wallets fetched page by page as their rows come into view. A new query starts a new
 * cache, and answers for an older cache are dropped. The registry's count is believed only as
 * far as its pages bear it out (see `walletListLayout`).
 */
export function useWalletPages(loadWallets: LoadWallets, query: Query) {
  const t = useT()
  const key = `${query.search}|${query.badge ?? ''}`
  const cacheRef = useRef<Cache | null>(null)
  if (!cacheRef.current || cacheRef.current.key !== key || cacheRef.current.loader !== loadWallets) {
    cacheRef.current = { key, loader: loadWallets, pages: new Map(), requested: new Set() }
  }
  const cache = cacheRef.current
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const current = loaded?.cache === cache ? loaded : undefined

  const ensurePage = useCallback(
    (page: number) => {
      if (cache.requested.has(page)) return
      cache.requested.add(page)
      const search = query.search || undefined
      const searchStartedAt = search ? query.searchStartedAt : undefined
      cache.loader({ page, pageSize: WALLETS_PAGE_SIZE, search, badge: query.badge, searchStartedAt }).then(
        (result) => {
          // A registry that ignores paging sends everything: one page's worth is kept.
          cache.pages.set(page, result.wallets.slice(0, WALLETS_PAGE_SIZE))
          if (cacheRef.current === cache)
            setLoaded((previous) => ({
              cache,
              count: result.count,
              answers: (previous?.cache === cache ? (previous.answers ?? 0) : 0) + 1,
            }))
        },
        (reason: unknown) => {
          cache.requested.delete(page)
          // The catalogue's words are for people; the details (URL, timings) are for the log.
          const error = t('allWallets.listFailed', {
            reason: errorText(t, reason, 'error.SOMETHING_WENT_WRONG'),
          })
          if (cacheRef.current === cache)
            // The count of this query only: an older query's count would make the grid ask
            // pages of a query whose first page failed.
            setLoaded((previous) => ({
              cache,
              count: previous?.cache === cache ? previous.count : undefined,
              answers: previous?.cache === cache ? previous.answers : undefined,
              error,
              failedPage: page,
            }))
        },
      )
    },
    [cache, query.search, query.badge, query.searchStartedAt, t],
  )

  const count = current?.count
  const answers = current?.answers
  // biome-ignore lint/correctness/useExhaustiveDependencies: `answers` changes when `cache.pages` does
  const layout = useMemo(
    () => (count === undefined ? undefined : walletListLayout(cache.pages, count, WALLETS_PAGE_SIZE)),
    [cache, count, answers],
  )
  const walletAt = useCallback(
    (index: number): WalletListing | undefined => layout?.walletAt(index),
    [layout],
  )
  const pageOf = useCallback(
    (index: number) => layout?.pageAt(index) ?? Math.floor(index / WALLETS_PAGE_SIZE) + 1,
    [layout],
  )

  /**
   * Asks the page that failed last again, even if an ask is still pending (it may hang as the
   * failed one did); the error stays shown until an answer arrives.
   */
  const retry = useCallback(() => {
    const page = current?.failedPage
    if (page === undefined) return
    cache.requested.delete(page)
    ensurePage(page)
  }, [cache, current?.failedPage, ensurePage])

  return { count: layout?.count, error: current?.error, walletAt, pageOf, ensurePage, retry }
}
