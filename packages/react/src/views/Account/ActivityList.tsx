import { pendingCountText } from '@sigil/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { useFormat } from '../../format/useFormat.js'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import type { LoadActivityPage } from '../../modal/ModalOptionsContext.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { ActivityRow } from './ActivityRow.js'
import { type ActivityItem, readActivity } from './accountItems.js'
import { groupActivityByDay } from './activityGroups.js'
import { usePendingTransactions } from './usePendingTransactions.js'

type Pages = {
  key: string
  items: unknown[]
  next?: string
  status: 'loading' | 'idle' | 'error'
  message?: string
}

/**
 * Rows added to the list each time its end comes into view. A history page may hold thousands
 * of transactions; rendering them all at once kept Activity blank for seconds.
 */
export const ACTIVITY_ROWS_STEP = 40

/**
 * The account's activity, grouped by day, a page at a time: the next rows show, and then the
 * next page loads, when the end of the list scrolls into view (a "Load more" button where that
 * cannot be observed); however long a page, only `ACTIVITY_ROWS_STEP` more rows render each time.
 * Transactions sent from the modal show at the top as pending at once, then as confirmed
 * once mined, until the history lists them.
 */
export function ActivityList({ loadPage }: { loadPage: LoadActivityPage }) {
  const t = useT()
  const format = useFormat()
  const { namespace, address, network } = useActiveAccount()
  const pending = usePendingTransactions()
  const key = `${namespace}|${address ?? ''}|${network?.caipNetworkId ?? ''}`
  const [pages, setPages] = useState<Pages>({ key, items: [], status: 'loading' })
  const [shown, setShown] = useState({ key, rows: ACTIVITY_ROWS_STEP })
  const shownRows = shown.key === key ? shown.rows : ACTIVITY_ROWS_STEP
  const loading = useRef(false)
  const sentinel = useRef<HTMLLIElement | null>(null)
  const settled = pending.list.filter((entry) => entry.status !== 'pending').length

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
  // Only the rows to show are read (formatting each costs too): the rest wait for the scroll.
  const { activities, hidden } = useMemo(() => {
    const list = items ?? []
    const read: ActivityItem[] = []
    let index = 0
    for (; index < list.length && read.length < shownRows; index++) {
      const activity = readActivity(list[index], t, format)
      if (activity) read.push(activity)
    }
    return { activities: read, hidden: index < list.length }
  }, [items, t, format, shownRows])
  const listed = useMemo(
    () => new Set((items ?? []).map((item) => String((item as { id?: unknown })?.id ?? '').toLowerCase())),
    [items],
  )
  const { next, status } = pages
  /** The next rows already read, else the next page. */
  const more = useCallback(() => {
    if (hidden) setShown({ key, rows: shownRows + ACTIVITY_ROWS_STEP })
    else if (next) void load(next, false)
  }, [hidden, key, shownRows, next, load])
  const canObserve = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const target = sentinel.current
    if (!canObserve || !target || !(hidden || next) || status !== 'idle') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) more()
    })
    observer.observe(target)
    return () => observer.disconnect()
  }, [canObserve, more, hidden, next, status])

  const sent = pending.list.filter(
    (entry) =>
      entry.caipNetworkId === network?.caipNetworkId &&
      entry.from.toLowerCase() === address?.toLowerCase() &&
      !listed.has(entry.hash.toLowerCase()),
  )
  const pendingCount = sent.filter((entry) => entry.status === 'pending').length
  const groups = groupActivityByDay(activities, Date.now(), t, format)

  if (pages.status === 'loading' && activities.length === 0 && sent.length === 0)
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
          {t('activity.pending', { count: pendingCountText({ ...pending, list: sent }) })}
        </p>
      )}
      {sent.length > 0 && (
        <ul className="sigil-stack sigil-plain-list" aria-label={t('activity.sentHere')}>
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
      {groups.map((group) => (
        <section key={group.label} aria-label={group.label} className="sigil-stack">
          <h4 className="sigil-section-title">{group.label}</h4>
          <ul className="sigil-stack sigil-plain-list" aria-label={t('account.tab.Activity')}>
            {group.items.map((activity) => (
              <ActivityRow key={activity.key} activity={activity} />
            ))}
          </ul>
        </section>
      ))}
      {activities.length === 0 && sent.length === 0 && pages.status === 'idle' && (
        <p className="sigil-empty">{t('account.empty.Activity')}</p>
      )}
      {pages.status === 'error' && (
        <div className="sigil-empty sigil-empty--action" role="alert">
          <p className="sigil-text-error">{pages.message}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void load(pages.next, activities.length === 0)}
          >
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {(hidden || next) && pages.status !== 'error' && (
        <ul className="sigil-plain-list">
          <li ref={sentinel} data-testid="activity-more" aria-busy={pages.status === 'loading' || undefined}>
            {pages.status === 'loading' ? (
              <Skeleton height={56} radius={16} />
            ) : canObserve ? null : (
              <Button variant="secondary" size="sm" onClick={more}>
                {t('activity.loadMore')}
              </Button>
            )}
          </li>
        </ul>
      )}
    </div>
  )
}
