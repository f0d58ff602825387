import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { routeNetwork } from '../routeNetwork.js'

/** Moving to a chain family with no connected wallet: connect one there. */
export default function SwitchActiveChainView() {
  const client = useSigilClient()
  const network = useSigilSelector(routeNetwork)
  return (
    <div className="sigil-center">
      <NetworkImage network={network} size={72} />
      <h3>Connect a wallet on {network?.name ?? 'this chain'}</h3>
      <p className="sigil-text-muted">No wallet is connected for this chain yet.</p>
      <Button onClick={() => client.router.push('Connect')}>Connect wallet</Button>
    </div>
  )
}
