import { selectVisibleConnections } from '@sigil/core/internal'
import { Button } from '../../components/Button.js'
import { ListItem } from '../../components/ListItem.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { shallowEqual, useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { disconnectFromModal } from '../Account/disconnectFromModal.js'

/** The known connections: only the active one unless the multi-wallet feature is on. */
export default function ProfileWalletsView() {
  const t = useT()
  const client = useSigilClient()
  const namespace = useSigilSelector((state) => activeNamespace(state))
  const shown = useSigilSelector((state) => selectVisibleConnections(state, namespace), shallowEqual)
  const activeId = useSigilSelector((state) => state.connection.activeConnectorId[namespace])
  const connectors = useSigilSelector((state) => state.connectors.list)

  if (shown.length === 0) return <p className="sigil-empty">{t('profile.none')}</p>
  return (
    <div className="sigil-stack">
      {shown.map((connection) => {
        const connector = connectors.find((c) => c.id === connection.connectorId)
        const name = connector?.name ?? connection.auth?.name ?? connection.connectorId
        const address = connection.accounts[0]?.address
        return (
          <ListItem
            key={connection.connectorId}
            label={name}
            description={address ? truncateAddress(address) : undefined}
            image={<RemoteImage src={connector?.imageUrl} name={name} size={40} />}
            badge={connection.connectorId === activeId ? t('common.active') : undefined}
          />
        )
      })}
      <Button variant="secondary" onClick={() => disconnectFromModal(client, namespace, t)}>
        {t('common.disconnect')}
      </Button>
    </div>
  )
}
