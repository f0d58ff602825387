import type { ConnectorGroup, WalletEntry } from '@sigil/core'
import { ListItem } from '../../components/ListItem.js'
import { type WalletBadge, WalletButton } from '../../components/WalletButton.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useConnectLayout } from './useConnectLayout.js'
import { useWalletCount } from './useWalletCount.js'

const GROUP_BADGES: Partial<Record<ConnectorGroup, WalletBadge>> = { recent: 'Recent', injected: 'Installed' }

export function WalletSection() {
  const client = useSigilClient()
  const { groups } = useConnectLayout()
  const walletCount = useWalletCount()
  const select = (wallet: WalletEntry) => {
    const { connector } = wallet
    // The client records a failure in `connection.lastError`, which ConnectingExternal shows.
    if (connector && connector.type !== 'WALLET_CONNECT')
      client.chooseConnector({ connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
    else client.router.push('ConnectingWalletConnect', { walletId: wallet.id })
  }
  return (
    <div className="sigil-stack">
      {groups.map(({ group, wallets }) => (
        <div key={group} className="sigil-stack" data-group={group}>
          {wallets.map((wallet) => (
            <WalletButton
              key={`${group}-${wallet.id}`}
              name={wallet.name}
              imageUrl={wallet.connector?.imageUrl}
              badge={GROUP_BADGES[group]}
              onClick={() => select(wallet)}
            />
          ))}
        </div>
      ))}
      <ListItem
        label="All wallets"
        image={
          <span className="sigil-image" style={{ width: 40, height: 40 }} aria-hidden="true">
            ⋯
          </span>
        }
        trailing={
          walletCount !== undefined ? (
            <span className="sigil-badge">{walletCount.toLocaleString('en-US')}</span>
          ) : undefined
        }
        onClick={() => client.router.push('AllWallets')}
      />
    </div>
  )
}
