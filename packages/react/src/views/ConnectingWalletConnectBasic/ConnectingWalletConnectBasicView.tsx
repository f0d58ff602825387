import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing.js'

export default function ConnectingWalletConnectBasicView() {
  const client = useSigilClient()
  return (
    <>
      <WalletConnectPairing wallet={undefined} />
      <Button variant="ghost" onClick={() => client.router.push('AllWallets')}>
        All wallets
      </Button>
    </>
  )
}
