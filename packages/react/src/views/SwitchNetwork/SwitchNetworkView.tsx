import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { routeNetwork } from '../routeNetwork.js'

/** Waits while the wallet switches; offers a retry after an error. */
export default function SwitchNetworkView() {
  const client = useSigilClient()
  const network = useSigilSelector(routeNetwork)
  const error = useSigilSelector((state) => state.connection.lastError)
  return (
    <div className="sigil-center">
      <span className="sigil-status-image">
        <NetworkImage network={network} size={72} />
        {!error && <Spinner />}
      </span>
      <h3>{error ? 'Switch declined' : 'Approve in your wallet'}</h3>
      <p className="sigil-text-muted">
        {error ? error.shortMessage : `Switching to ${network?.name ?? 'the network'}…`}
      </p>
      {error && network && (
        <Button onClick={() => void client.switchNetwork(network).catch(() => undefined)}>Try again</Button>
      )}
    </div>
  )
}
