import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useT } from '../../strings/useT.js'
import { WalletConnectPairing } from '../ConnectingWalletConnect/WalletConnectPairing.js'

export default function ConnectingWalletConnectBasicView() {
  const t = useT()
  const client = useSigilClient()
  return (
    <>
      <WalletConnectPairing wallet={undefined} />
      <Button variant="ghost" onClick={() => client.router.push('AllWallets')}>
        {t('connect.wallet.all')}
      </Button>
    </>
  )
}
