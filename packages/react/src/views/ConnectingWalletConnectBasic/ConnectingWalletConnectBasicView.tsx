import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { PairingUri } from '../ConnectingWalletConnect/PairingUri.js'

export default function ConnectingWalletConnectBasicView() {
  const client = useSigilClient()
  const uri = useSigilSelector((state) => state.router.pairingUri)
  return (
    <div className="sigil-center">
      <p className="sigil-text-muted">Scan with any WalletConnect wallet.</p>
      <PairingUri uri={uri} />
      <Button variant="ghost" onClick={() => client.router.push('AllWallets')}>
        All wallets
      </Button>
    </div>
  )
}
