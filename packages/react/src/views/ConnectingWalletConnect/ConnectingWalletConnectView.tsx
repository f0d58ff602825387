import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { pickedWallet, WalletConnectPairing } from './WalletConnectPairing.js'

export default function ConnectingWalletConnectView() {
  const data = useSigilSelector((state) => state.router.data)
  return <WalletConnectPairing wallet={pickedWallet(data)} />
}
