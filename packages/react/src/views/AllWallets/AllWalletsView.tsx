import { clockOf, WALLET_SEARCH_INPUT_PAUSE_MS } from '@sigil/core/internal'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useModalOptions, type WalletListing } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'
import { usePairingOnIntent } from '../Connect/usePairingOnIntent.js'
import { pickWallet } from '../pickWallet.js'
import { connectorWalletLoader } from './connectorWalletLoader.js'
import { useWalletPages } from './useWalletPages.js'
import { WalletGrid } from './WalletGrid.js'
import { WalletGridSkeleton } from './WalletGridSkeleton.js'

export default function AllWalletsView() {
  const t = useT()
  const client = useSigilClient()
  // Every wallet here without a connector of its own is reached over WalletConnect.
  const reachForPairing = usePairingOnIntent(client)
  const connectors = useSigilSelector((state) => state.connectors.list)
  const options = useModalOptions()
  const loadWallets = useMemo(
    () => options.loadWallets ?? connectorWalletLoader(connectors),
    [options.loadWallets, connectors],
  )
  const [input, setInput] = useState('')
  // The search asked once typing pauses, with the moment of its keystroke: its loading state
  // began there, so the minimum loading time counts from it.
  const [query, setQuery] = useState<{ search: string; startedAt?: number }>({ search: '' })
  const search = query.search
  const [certified, setCertified] = useState(false)
  const searchId = useId()
  const [clock] = useState(() => clockOf(client))
  const typedAt = useRef<number | undefined>(undefined)
  useEffect(() => {
    const timer = setTimeout(() => {
      const search = input.trim()
      // The same search again (e.g. on opening) keeps its state, so nothing renders again.
      setQuery((query) => (query.search === search ? query : { search, startedAt: typedAt.current }))
    }, WALLET_SEARCH_INPUT_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [input])

  const pages = useWalletPages(loadWallets, {
    search,
    badge: certified ? 'certified' : undefined,
    searchStartedAt: query.startedAt,
  })
  const { ensurePage, pageOf } = pages
  useEffect(() => ensurePage(1), [ensurePage])
  // A new callback for each query, so the grid's waiting cells ask the new query's pages.
  const onMissing = useCallback((index: number) => ensurePage(pageOf(index)), [ensurePage, pageOf])

  const select = (wallet: WalletListing) => {
    const connector = connectors.find(
      (c) => c.id === wallet.id || (wallet.rdns && c.info?.rdns === wallet.rdns),
    )
    pickWallet(client, wallet.id, connector, wallet)
  }

  const failedQuery = pages.error !== undefined && pages.count === undefined && input.trim() === search
  return (
    <div className="sigil-stack">
      <div className="sigil-row">
        <label htmlFor={searchId} className="sigil-visually-hidden">
          {t('allWallets.searchLabel')}
        </label>
        <input
          id={searchId}
          className="sigil-input"
          type="search"
          placeholder={t('allWallets.searchPlaceholder')}
          value={input}
          onChange={(event) => {
            typedAt.current = clock.now()
            setInput(event.target.value)
          }}
        />
        <button
          type="button"
          className="sigil-toggle"
          aria-pressed={certified}
          onClick={() => setCertified(!certified)}
        >
          {t('allWallets.certified')}
        </button>
      </div>
      {pages.error && (
        // A failed or timed-out page is asked again from here: no reload, no retyping.
        <div className="sigil-empty sigil-empty--action" role="alert">
          <p className="sigil-text-error">{pages.error}</p>
          <Button variant="secondary" size="sm" onClick={pages.retry}>
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {/* A changed query shows its loading state from the keystroke, not the old list; a failed one, none. */}
      {failedQuery ? null : pages.count === undefined || input.trim() !== search ? (
        <WalletGridSkeleton />
      ) : pages.count === 0 ? (
        <EmptyWallets search={search} installedOnly={options.loadWallets === undefined} />
      ) : (
        <WalletGrid
          count={pages.count}
          walletAt={pages.walletAt}
          onMissing={onMissing}
          onSelect={select}
          onIntent={reachForPairing}
        />
      )}
    </div>
  )
}

/**
 * Without a wallet catalogue (no registry configured) the list holds only installed wallets,
 * so an empty list says so, and what the person can do about it.
 */
function EmptyWallets({ search, installedOnly }: { search: string; installedOnly: boolean }) {
  const t = useT()
  if (!installedOnly)
    return (
      <p className="sigil-empty">
        {search ? t('allWallets.noneFoundFor', { search }) : t('allWallets.noneFound')}
      </p>
    )
  return (
    <p className="sigil-empty">
      {search ? t('allWallets.noInstalledMatch', { search }) : t('allWallets.noneInstalled')}{' '}
      {t('allWallets.installedOnly')}
    </p>
  )
}
