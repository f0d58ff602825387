import { isConnected, isOnUnsupportedNetwork } from '@sigil/core/internal'
import { NetworkList } from '../../components/NetworkList.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { SwitchFailureNote } from './SwitchFailureNote.js'

/**
 * The configured networks, opened by the network button, connected or not. Connected, a
 * choice asks the wallet to switch (the client's switchNetwork; SwitchNetwork shows while
 * it works). Disconnected, a choice is state only: the connection will start there.
 */
export default function NetworksView() {
  const t = useT()
  const client = useSigilClient()
  const networks = useSigilSelector((state) => state.chain.networks)
  const active = useSigilSelector((state) => state.chain.activeNetwork)
  const unsupported = useSigilSelector((state) => isOnUnsupportedNetwork(state))
  const connected = useSigilSelector((state) => isConnected(state))
  return (
    <div>
      <p className="sigil-text-muted" style={{ marginBottom: 14 }}>
        {unsupported
          ? t('networks.unsupported')
          : connected
            ? t('networks.connected')
            : t('networks.disconnected')}
      </p>
      <SwitchFailureNote />
      <div className="sigil-section">
        <NetworkList
          networks={networks}
          activeId={unsupported ? undefined : active?.caipNetworkId}
          // The failure is in state and shown in words; nothing is left to throw from the click.
          onSelect={(network) => void client.switchNetwork(network).catch(() => undefined)}
        />
      </div>
    </div>
  )
}
