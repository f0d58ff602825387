import { hasActivityHistory } from '@sigil/core/internal'
import { useCallback, useState } from 'react'
import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { Tabs } from '../../components/Tabs.js'
import { useFormat } from '../../format/useFormat.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'
import { routeString } from '../routeData.js'
import { ActivityList } from './ActivityList.js'
import { readNft, readToken } from './accountItems.js'
import { NftGrid } from './NftGrid.js'
import { TokenRow } from './TokenRow.js'
import { type AsyncList, useAccountList } from './useAccountList.js'

export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
type AccountTab = (typeof ACCOUNT_TABS)[number]

const isAccountTab = (name: string | undefined): name is AccountTab =>
  (ACCOUNT_TABS as readonly (string | undefined)[]).includes(name)

/** The tab the route asks for (`open({ view: 'Activity' })` routes to Account with `{ tab }`). */
const routedTab = (data: unknown): AccountTab | undefined => {
  const name = routeString(data, 'tab')
  return isAccountTab(name) ? name : undefined
}

const present = <T,>(value: T | undefined): value is T => value !== undefined

function Rows({ tab, items }: { tab: AccountTab; items: readonly unknown[] }) {
  const t = useT()
  const format = useFormat()
  if (tab === 'NFTs') {
    const nfts = items.map(readNft).filter(present)
    if (nfts.length > 0) return <NftGrid nfts={nfts} />
  } else if (tab === 'Tokens') {
    const tokens = items.map((item) => readToken(item, format)).filter(present)
    if (tokens.length > 0)
      return (
        <ul className="sigil-stack sigil-plain-list" aria-label={t('common.tokens')}>
          {tokens.map((token) => (
            <TokenRow key={token.key} token={token} />
          ))}
        </ul>
      )
  } else return <LoadedActivity items={items} />
  return <p className="sigil-empty">{t(`account.empty.${tab}`)}</p>
}

/** A history loaded whole, shown as one page of the paged list, a step of rows at a time. */
function LoadedActivity({ items }: { items: readonly unknown[] }) {
  const loadPage = useCallback(async () => ({ items }), [items])
  return <ActivityList loadPage={loadPage} />
}

function TabContent({ tab, list, onRetry }: { tab: AccountTab; list: AsyncList; onRetry: () => void }) {
  const t = useT()
  const { loadActivityPage } = useModalOptions()
  // Paged activity when the app's data source can page it; else the one list.
  if (tab === 'Activity' && loadActivityPage && list.status !== 'unavailable')
    return <ActivityList loadPage={loadActivityPage} />
  if (list.status === 'loading')
    return (
      <div className="sigil-stack" aria-busy="true" data-testid="tab-loading">
        <Skeleton height={56} radius={16} />
        <Skeleton height={56} radius={16} />
      </div>
    )
  if (list.status === 'error')
    return (
      <div className="sigil-empty sigil-empty--action" role="alert">
        <p className="sigil-text-error">{list.message}</p>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )
  if (list.status === 'unavailable') return <p className="sigil-empty">{t(`account.unavailable.${tab}`)}</p>
  return <Rows tab={tab} items={list.items} />
}

/**
 * Tokens, NFTs and activity of the account (R-UI-06). Each list loads when its tab is first
 * shown; tokens already in the account slice are shown as they are.
 */
export function AccountTabs({ tokens }: { tokens?: readonly unknown[] }) {
  const t = useT()
  // Activity history exists for EVM networks only (R-ACCT-32).
  const withActivity = useSigilSelector(hasActivityHistory)
  const tabs: readonly AccountTab[] = withActivity
    ? ACCOUNT_TABS
    : ACCOUNT_TABS.filter((name) => name !== 'Activity')
  const routeData = useSigilSelector((state) => state.router.data)
  const [chosen, setTab] = useState<AccountTab>(() => routedTab(routeData) ?? 'Tokens')
  // A route that asks for a tab while Account is already showing (router.push('Activity')) moves to it.
  const [followedRoute, setFollowedRoute] = useState(routeData)
  if (followedRoute !== routeData) {
    setFollowedRoute(routeData)
    const asked = routedTab(routeData)
    if (asked) setTab(asked)
  }
  const tab = tabs.includes(chosen) ? chosen : 'Tokens'
  const [attempts, setAttempts] = useState<Record<AccountTab, number>>({ Tokens: 0, NFTs: 0, Activity: 0 })
  const loadedTokens = useAccountList('tokens', tab === 'Tokens' && tokens === undefined, attempts.Tokens)
  const nfts = useAccountList('nfts', tab === 'NFTs', attempts.NFTs)
  const { loadActivityPage } = useModalOptions()
  const activity = useAccountList('activity', tab === 'Activity' && !loadActivityPage, attempts.Activity)
  const lists: Record<AccountTab, AsyncList> = {
    Tokens: tokens !== undefined ? { status: 'ready', items: tokens } : loadedTokens,
    NFTs: nfts,
    Activity: activity,
  }
  return (
    <div className="sigil-section">
      <Tabs
        tabs={tabs}
        active={tab}
        onChange={setTab}
        label={t('account.tabs')}
        labelOf={(name) => t(`account.tab.${name}`)}
      />
      <div className="sigil-tab-panel" role="tabpanel" aria-label={t(`account.tab.${tab}`)}>
        <TabContent
          tab={tab}
          list={lists[tab]}
          onRetry={() => setAttempts((current) => ({ ...current, [tab]: current[tab] + 1 }))}
        />
      </div>
    </div>
  )
}
