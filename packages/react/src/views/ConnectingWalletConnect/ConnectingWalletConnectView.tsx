import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { PairingUri } from './PairingUri.js'

export default function ConnectingWalletConnectView() {
  const uri = useSigilSelector((state) => state.router.pairingUri)
  return (
    <div className="sigil-center">
      <p className="sigil-text-muted">Scan with your phone's wallet, or copy the link into it.</p>
      <PairingUri uri={uri} />
    </div>
  )
}
