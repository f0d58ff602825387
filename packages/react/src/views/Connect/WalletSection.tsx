import { type ConnectorGroup, onMobilePlatform } from '@sigil/core'
import { contextOn, type WalletEntry } from '@sigil/core/internal'
import { Button } from '../../components/Button.js'
import { ListItem } from '../../components/ListItem.js'
import { useWalletImage } from '../../components/useWalletImage.js'
import { type WalletBadge, WalletButton } from '../../components/WalletButton.js'
import { onPhone } from '../../context/onPhone.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useFormat } from '../../format/useFormat.js'
import { useModalOptions, type WalletListing } from '../../modal/ModalOptionsContext.js'
import type { PlainMessageKey } from '../../strings/messages.js'
import { useT } from '../../strings/useT.js'
import { pairsOverWalletConnect, pickWallet } from '../pickWallet.js'
import { prepareWalletPick } from '../prepareWalletPick.js'
import { InWalletChoice } from './InWalletChoice.js'
import { inWalletEntry } from './inWalletEntry.js'
import type { ConnectLayout } from './useConnectLayout.js'
import { usePairingOnIntent } from './usePairingOnIntent.js'
import { useWalletCount } from './useWalletCount.js'

const GROUP_BADGES: Partial<Record<ConnectorGroup, PlainMessageKey>> = {
  recent: 'connect.badge.recent',
  injected: 'connect.badge.installed',
}

type WalletRowProps = {
  wallet: WalletEntry
  listing?: WalletListing
  badge?: WalletBadge
  onClick: () => void
  onIntent?: (() => void) | undefined
}

const CHAIN_NAMES: Record<string, string> = { eip155: 'EVM', solana: 'Solana', bip122: 'Bitcoin' }

/** What a wallet with connectors in several namespaces connects, said before the person picks it. */
export function chainsLine(wallet: WalletEntry): string | undefined {
  const chains = (wallet.connectors ?? []).map((c) => CHAIN_NAMES[c.chain] ?? c.chain)
  // Short enough to stay whole beside a badge on a 390 px screen.
  return chains.length > 1 ? chains.join(' · ') : undefined
}

/** A connector shows its own icon; a registry wallet its registry image, fetched as it shows. */
function WalletRow({ wallet, listing, badge, onClick, onIntent }: WalletRowProps) {
  const image = useWalletImage(wallet.connector ? undefined : listing, true)
  return (
    <WalletButton
      name={wallet.name}
      imageUrl={wallet.connector?.imageUrl ?? image.url}
      badge={badge}
      description={chainsLine(wallet)}
      onClick={onClick}
      {...(onIntent ? { onIntent } : {})}
    />
  )
}

/** The wallet groups the core laid out (`ConnectView` asks once for the whole view), then All wallets. */
export function WalletSection({ layout }: { layout: ConnectLayout }) {
  const t = useT()
  const format = useFormat()
  const client = useSigilClient()
  const { groups, listingOf } = layout
  const walletCount = useWalletCount()
  const { loadWallets } = useModalOptions()
  // In a wallet's own browser on a phone that wallet is the choice (unless the app turned it off).
  const host =
    contextOn(client.config, 'inAppBrowser') && onMobilePlatform(client.config)
      ? inWalletEntry(groups)
      : undefined
  // There no pairing is made ahead: the wallet in the page needs none, and All wallets makes its own.
  const reachForPairing = usePairingOnIntent(client, host === undefined)
  // On a phone a pairing code cannot be scanned by the phone in hand: WalletConnect itself leads to
  // the wallets, whose own links open them on this phone (as a page with no adapter opens there).
  const walletsInstead = loadWallets !== undefined && onPhone(client)
  const leadsToWallets = (wallet: WalletEntry) =>
    walletsInstead && wallet.connector?.type === 'WALLET_CONNECT' && !listingOf(wallet.id)
  const select = (wallet: WalletEntry) => {
    if (leadsToWallets(wallet)) return client.router.push('AllWallets')
    pickWallet(client, wallet.id, wallet.connector, listingOf(wallet.id), wallet.connectors)
  }
  // A person reaching for an entry: the pairing it makes, or the code its wallet's connect runs,
  // is made ready while they move to click.
  const intentOf = (wallet: WalletEntry) => {
    if (leadsToWallets(wallet)) return undefined
    if (pairsOverWalletConnect(wallet.connector, wallet.connectors)) return reachForPairing
    const connectors = wallet.connectors?.length
      ? wallet.connectors
      : wallet.connector
        ? [wallet.connector]
        : []
    return () => prepareWalletPick(client, connectors)
  }
  if (host) return <InWalletChoice wallet={host} listing={listingOf(host.id)} />
  // Without a wallet catalogue (no registry) the list holds only installed wallets: say so when there are none.
  const nothingInstalled = loadWallets === undefined && groups.every((g) => g.wallets.length === 0)
  return (
    <div className="sigil-stack">
      {nothingInstalled && <p className="sigil-empty">{t('connect.wallet.noneInstalled')}</p>}
      {groups.map(({ group, wallets }) => (
        <div key={group} className="sigil-stack" data-group={group}>
          {wallets.map((wallet) => (
            <WalletRow
              key={`${group}-${wallet.id}`}
              wallet={wallet}
              listing={listingOf(wallet.id)}
              badge={GROUP_BADGES[group] && t(GROUP_BADGES[group])}
              onClick={() => select(wallet)}
              onIntent={intentOf(wallet)}
            />
          ))}
        </div>
      ))}
      <ListItem
        label={t('connect.wallet.all')}
        // Named by the label alone: the count arrives late, and a name that changes under the person
        // loses the control to Back's focus return; the count is read as the row's description.
        ariaLabel={t('connect.wallet.all')}
        image={
          <span className="sigil-image" style={{ width: 40, height: 40 }} aria-hidden="true">
            ⋯
          </span>
        }
        badge={walletCount !== undefined ? format.number(walletCount) : undefined}
        onClick={() => client.router.push('AllWallets')}
      />
      {/* Help for someone with no wallet, only when the registry says where to get one. */}
      {layout.canGetWallet && (
        <Button variant="ghost" onClick={() => client.router.push('GetWallet')}>
          {t('connect.wallet.noWallet')}
        </Button>
      )}
    </div>
  )
}
