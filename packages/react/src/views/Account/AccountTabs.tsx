import { useState } from 'react'
import { Skeleton } from '../../components/Skeleton.js'
import { Tabs } from '../../components/Tabs.js'
import { TokenRow } from './TokenRow.js'
import { type AsyncList, useAccountList } from './useAccountList.js'

export const ACCOUNT_TABS = ['Tokens', 'NFTs', 'Activity'] as const
type AccountTab = (typeof ACCOUNT_TABS)[number]

const EMPTY_TEXT: Record<AccountTab, string> = {
  Tokens: 'No tokens yet',
  NFTs: 'No NFTs yet',
  Activity: 'No activity yet',
}

function TabContent({ tab, list }: { tab: AccountTab; list: AsyncList }) {
  if (list.status === 'loading')
    return (
      <div className="sigil-stack" aria-busy="true">
        <Skeleton height={44} radius={14} />
        <Skeleton height={44} radius={14} />
      </div>
    )
  if (list.status === 'error') return <p className="sigil-text-error">{list.message}</p>
  if (list.status === 'unavailable') return <p className="sigil-empty">{tab} will appear here soon.</p>
  if (list.items.length === 0) return <p className="sigil-empty">{EMPTY_TEXT[tab]}</p>
  // Entries have no common id field; their position in the list is their identity.
  const rows = list.items.map((item, position) => ({ item, id: `${tab}-${position}` }))
  return (
    <div className="sigil-stack">
      {rows.map((row) => (
        <TokenRow key={row.id} item={row.item} />
      ))}
    </div>
  )
}

/** Tokens come from the account slice; NFTs and activity from loaders the services provide. */
export function AccountTabs({
  tokens,
  tokensLoading,
}: {
  tokens?: readonly unknown[]
  tokensLoading: boolean
}) {
  const [tab, setTab] = useState<AccountTab>('Tokens')
  const nfts = useAccountList('nfts', tab === 'NFTs')
  const activity = useAccountList('activity', tab === 'Activity')
  const tokenList: AsyncList =
    tokens !== undefined
      ? { status: 'ready', items: tokens }
      : tokensLoading
        ? { status: 'loading' }
        : { status: 'unavailable' }
  const lists: Record<AccountTab, AsyncList> = { Tokens: tokenList, NFTs: nfts, Activity: activity }
  return (
    <div className="sigil-section">
      <Tabs tabs={ACCOUNT_TABS} active={tab} onChange={setTab} label="Account" />
      <div className="sigil-tab-panel" role="tabpanel" aria-label={tab}>
        <TabContent tab={tab} list={lists[tab]} />
      </div>
    </div>
  )
}
