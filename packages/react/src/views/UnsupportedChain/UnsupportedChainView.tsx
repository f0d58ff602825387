import { Button } from '../../components/Button.js'
import { NetworkList } from '../../components/NetworkList.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { SwitchFailureNote } from '../Networks/SwitchFailureNote.js'

/** The wallet sits on a network this app does not support: pick one it does. */
export default function UnsupportedChainView() {
  const t = useT()
  const client = useSigilClient()
  const networks = useSigilSelector((state) => state.chain.networks)
  return (
    <div>
      <p className="sigil-text-muted" style={{ marginBottom: 14 }}>
        {t('unsupportedChain.lead')}
      </p>
      <SwitchFailureNote />
      <div className="sigil-section">
        <NetworkList
          networks={networks}
          onSelect={(network) => void client.switchNetwork(network).catch(() => undefined)}
        />
      </div>
      <Button variant="secondary" style={{ width: '100%' }} onClick={() => client.disconnect()}>
        {t('common.disconnect')}
      </Button>
    </div>
  )
}
