import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { routeNetwork } from '../routeNetwork.js'

/** Moving to a chain family with no connected wallet: connect one there. */
export default function SwitchActiveChainView() {
  const t = useT()
  const client = useSigilClient()
  const network = useSigilSelector(routeNetwork)
  return (
    <div className="sigil-center">
      <NetworkImage network={network} size={72} />
      <h3>{t('switchChain.heading', { network: network?.name ?? t('switchChain.thisChain') })}</h3>
      <p className="sigil-text-muted">{t('switchChain.none')}</p>
      <Button onClick={() => client.router.push('Connect')}>{t('switchChain.connect')}</Button>
    </div>
  )
}
