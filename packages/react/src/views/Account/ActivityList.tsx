import { MAX_PENDING_TRANSACTIONS } from '@sigil/core/internal'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { useFormat } from '../../format/useFormat.js'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import type { LoadActivityPage } from '../../modal/ModalOptionsContext.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { ActivityRow } from './ActivityRow.js'
import { type ActivityItem, readActivity } from './accountItems.js'
import { activityDayLabeller } from './activityGroups.js'
import { offsetRange, rowOffsets } from './rowOffsets.js'
import { usePendingCalls } from './usePendingCalls.js'
import { usePendingTransactions } from './usePendingTransactions.js'

type Pages = {
  key: string
  items: unknown[]
  next?: string
  status: 'loading' | 'idle' | 'error'
  message?: string
}

/** The most the list's window is tall (its CSS max-height); the rows in it are all that render. */
const WINDOW_HEIGHT = 376
/** A row's height before it is measured: a transaction with one line under its title, and its gap. */
const ROW_ESTIMATE = 64
/** Rows rendered beyond each edge of the window, so a fast scroll shows no gaps. */
export const ACTIVITY_OVERSCAN = 4

/**
 * The account's activity, a day heading over each day's first row, a page at a time. Only the
 * rows in the window (plus `ACTIVITY_OVERSCAN`) are in the document, however many pages were
 * read: each is placed at its offset in a track as tall as every row loaded, rows measured
 * once they render and the rest counted at the measured average. The next page loads when the
 * window nears the end (or from its "Load more" button). Transactions sent from the modal show
 * at the top as pending at once, then as confirmed once mined, until the history lists them.
 */
export function ActivityList({ loadPage }: { loadPage: LoadActivityPage }) {
  const t = useT()
  const format = useFormat()
  const { namespace, address, network } = useActiveAccount()
  const pending = usePendingTransactions()
  const batches = usePendingCalls()
  const key = `${namespace}|${address ?? ''}|${network?.caipNetworkId ?? ''}`
  const [pages, setPages] = useState<Pages>({ key, items: [], status: 'loading' })
  const loading = useRef(false)
  const scroller = useRef<HTMLElement | null>(null)
  const rendered = useRef(new Map<number, HTMLLIElement>())
  const heights = useRef(new Map<string, number>())
  const [, setMeasured] = useState(0)
  const [scrolled, setScrolled] = useState({ key, top: 0 })
  const scrollTop = scrolled.key === key ? scrolled.top : 0
  const [viewportHeight, setViewportHeight] = useState(WINDOW_HEIGHT)
  const settled = pending.list.filter(
    (entry) => entry.status === 'confirmed' || entry.status === 'failed',
  ).length

  const load = useCallback(
    async (cursor: string | undefined, reset: boolean) => {
      if (!address || loading.current) return
      loading.current = true
      setPages((current) =>
        reset ? { key, items: [], status: 'loading' } : { ...current, status: 'loading' },
      )
      try {
        const page = await loadPage({
          namespace,
          address,
          ...(network ? { network } : {}),
          ...(cursor ? { cursor } : {}),
        })
        setPages((current) =>
          current.key !== key
            ? current
            : {
                key,
                items: reset ? [...page.items] : [...current.items, ...page.items],
                next: page.next,
                status: 'idle',
              },
        )
      } catch (error) {
        setPages((current) =>
          current.key !== key
            ? current
            : {
                ...current,
                status: 'error',
                message: errorText(t, error, 'error.FAILED_TO_FETCH_TRANSACTIONS'),
              },
        )
      } finally {
        loading.current = false
      }
    },
    [address, key, loadPage, namespace, network, t],
  )

  // The first page, again whenever the account or network changes or a sent transaction settles.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a settled transaction is a reason to read the history again
  useEffect(() => {
    loading.current = false
    void load(undefined, true)
  }, [load, settled])

  const items = pages.key === key ? pages.items : undefined
  // Each entry is read once (formatting costs); a new page reads only its own entries.
  // biome-ignore lint/correctness/useExhaustiveDependencies: another language or format reads every entry again
  const readCache = useMemo(() => new WeakMap<object, ActivityItem | null>(), [t, format])
  const activities = useMemo(() => {
    const read: ActivityItem[] = []
    for (const item of items ?? []) {
      if (typeof item !== 'object' || item === null) continue
      let activity = readCache.get(item)
      if (activity === undefined) {
        activity = readActivity(item, t, format) ?? null
        readCache.set(item, activity)
      }
      if (activity) read.push(activity)
    }
    return read
  }, [items, readCache, t, format])
  const listed = useMemo(
    () => new Set((items ?? []).map((item) => String((item as { id?: unknown })?.id ?? '').toLowerCase())),
    [items],
  )
  const { next, status } = pages
  const count = activities.length
  const offsets = rowOffsets(count, (index) => heights.current.get(activities[index]!.key), ROW_ESTIMATE)
  const { start, end } = offsetRange({ offsets, scrollTop, viewportHeight, overscan: ACTIVITY_OVERSCAN })
  const labelOf = activityDayLabeller(Date.now(), t, format)

  // Rows just rendered are measured; a height that changed places the rows below it again.
  useLayoutEffect(() => {
    let changed = false
    for (const [index, element] of rendered.current) {
      const activity = activities[index]
      const height = element.offsetHeight
      if (!activity || height <= 0) continue
      if (Math.abs((heights.current.get(activity.key) ?? 0) - height) >= 0.5) {
        heights.current.set(activity.key, height)
        changed = true
      }
    }
    const shown = scroller.current?.clientHeight ?? 0
    if (shown > 0 && shown !== viewportHeight) setViewportHeight(shown)
    if (changed) setMeasured((version) => version + 1)
  })

  const more = useCallback(() => {
    if (next) void load(next, false)
  }, [next, load])
  // The window nearing the end of what is loaded asks for the next page.
  useEffect(() => {
    if (next && status === 'idle' && end >= count - ACTIVITY_OVERSCAN) more()
  }, [next, status, end, count, more])

  const sent = pending.list.filter(
    (entry) =>
      entry.caipNetworkId === network?.caipNetworkId &&
      entry.from.toLowerCase() === address?.toLowerCase() &&
      !listed.has(entry.hash.toLowerCase()),
  )
  // Batches stay listed once settled (their status is the news), for this account on this network.
  const sentBatches = batches.list.filter(
    (entry) =>
      entry.caipNetworkId === network?.caipNetworkId && entry.from.toLowerCase() === address?.toLowerCase(),
  )
  const pendingBatches = sentBatches.filter((entry) => entry.status === 'pending').length
  const pendingCount = sent.filter((entry) => entry.status === 'pending').length + pendingBatches
  // One count for transactions and batches; past what is tracked (99 each) it reads "99+".
  const pendingText =
    pending.untracked > 0 || batches.untracked > 0 || pendingCount > MAX_PENDING_TRANSACTIONS
      ? `${MAX_PENDING_TRANSACTIONS}+`
      : String(pendingCount)

  if (pages.status === 'loading' && count === 0 && sent.length === 0 && sentBatches.length === 0)
    return (
      <div className="sigil-stack" aria-busy="true" data-testid="tab-loading">
        <Skeleton height={56} radius={16} />
        <Skeleton height={56} radius={16} />
      </div>
    )
  return (
    <div className="sigil-stack">
      {pendingCount > 0 && (
        <p className="sigil-section-title" data-testid="pending-count">
          {t('activity.pending', { count: pendingText })}
        </p>
      )}
      {(sent.length > 0 || sentBatches.length > 0) && (
        <ul className="sigil-stack sigil-plain-list" aria-label={t('activity.sentHere')}>
          {sentBatches.map((entry) => (
            <li
              key={entry.id}
              className="sigil-list-item sigil-list-item--static"
              data-testid="activity-batch"
              data-status={entry.status}
            >
              <span className="sigil-list-item__text">
                <span className="sigil-list-item__label">{t('activity.batch')}</span>
                <span className="sigil-list-item__sub">{t(`activity.status.${entry.status}`)}</span>
              </span>
              <span className="sigil-list-item__value">
                {entry.summary || t('activity.calls', { calls: entry.calls })}
              </span>
            </li>
          ))}
          {sent.map((entry) => (
            <li
              key={entry.hash}
              className="sigil-list-item sigil-list-item--static"
              data-testid="activity-row"
              data-status={entry.status}
            >
              <span className="sigil-list-item__text">
                <span className="sigil-list-item__label">{t('activity.sent')}</span>
                <span className="sigil-list-item__sub">{t(`activity.status.${entry.status}`)}</span>
              </span>
              <span className="sigil-list-item__value" data-direction="out">
                {entry.summary}
              </span>
            </li>
          ))}
        </ul>
      )}
      {count > 0 && (
        <section
          ref={scroller}
          className="sigil-activity-window"
          data-testid="activity-window"
          // Rows without links hold nothing focusable: the window itself takes focus so the keyboard scrolls it.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label={t('account.tab.Activity')}
          onScroll={(event) => {
            // Only a change of the rendered rows is worth a render.
            const top = event.currentTarget.scrollTop
            const range = offsetRange({
              offsets,
              scrollTop: top,
              viewportHeight,
              overscan: ACTIVITY_OVERSCAN,
            })
            if (range.start !== start || range.end !== end) setScrolled({ key, top })
          }}
        >
          <ul
            className="sigil-plain-list"
            aria-label={t('account.tab.Activity')}
            style={{ height: offsets[count], position: 'relative' }}
          >
            {activities.slice(start, end).map((activity, offset) => {
              const index = start + offset
              const label = labelOf(activity)
              const heading = index === 0 || labelOf(activities[index - 1]!) !== label
              return (
                <li
                  key={activity.key}
                  ref={(element) => {
                    if (element) rendered.current.set(index, element)
                    else rendered.current.delete(index)
                  }}
                  className="sigil-activity-item"
                  style={{ top: offsets[index] }}
                  aria-setsize={count}
                  aria-posinset={index + 1}
                >
                  {heading && <h4 className="sigil-section-title">{label}</h4>}
                  <ActivityRow activity={activity} />
                </li>
              )
            })}
          </ul>
          {next && pages.status !== 'error' && (
            <div data-testid="activity-more" aria-busy={pages.status === 'loading' || undefined}>
              {pages.status === 'loading' ? (
                <Skeleton height={56} radius={16} />
              ) : (
                <Button variant="secondary" size="sm" onClick={more}>
                  {t('activity.loadMore')}
                </Button>
              )}
            </div>
          )}
        </section>
      )}
      {count === 0 && sent.length === 0 && sentBatches.length === 0 && pages.status === 'idle' && (
        <p className="sigil-empty">{t('account.empty.Activity')}</p>
      )}
      {pages.status === 'error' && (
        <div className="sigil-empty sigil-empty--action" role="alert">
          <p className="sigil-text-error">{pages.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void load(pages.next, count === 0)}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
    </div>
  )
}
