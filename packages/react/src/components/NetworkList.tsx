import type { CaipNetwork } from '@sigil/core'
import { useT } from '../strings/useT.js'
import { ListItem } from './ListItem.js'
import { NetworkImage } from './NetworkImage.js'

export type NetworkListProps = {
  networks: readonly CaipNetwork[]
  activeId?: string
  onSelect: (network: CaipNetwork) => void
}

/** The configured networks, the active one marked. */
export function NetworkList({ networks, activeId, onSelect }: NetworkListProps) {
  const t = useT()
  return (
    <ul className="sigil-stack sigil-plain-list" aria-label={t('common.networks')}>
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <ListItem
            label={network.name}
            image={<NetworkImage network={network} size={32} />}
            badge={network.caipNetworkId === activeId ? t('common.active') : undefined}
            onClick={() => onSelect(network)}
          />
        </li>
      ))}
    </ul>
  )
}
