import type { CaipNetwork } from '@sigil/core'
import { ListItem } from './ListItem.js'
import { NetworkImage } from './NetworkImage.js'

export type NetworkListProps = {
  networks: readonly CaipNetwork[]
  activeId?: string
  onSelect: (network: CaipNetwork) => void
}

/** The configured networks, the active one marked. */
export function NetworkList({ networks, activeId, onSelect }: NetworkListProps) {
  return (
    <ul className="sigil-stack sigil-plain-list" aria-label="Networks">
      {networks.map((network) => (
        <li key={network.caipNetworkId}>
          <ListItem
            label={network.name}
            image={<NetworkImage network={network} size={32} />}
            badge={network.caipNetworkId === activeId ? 'Active' : undefined}
            onClick={() => onSelect(network)}
          />
        </li>
      ))}
    </ul>
  )
}
