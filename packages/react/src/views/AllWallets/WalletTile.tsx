import { RemoteImage } from '../../components/RemoteImage.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { useWalletImage } from './useWalletImage.js'

/** One wallet of the grid, named by the wallet for assistive technology. */
export function WalletTile({ wallet, onSelect }: { wallet: WalletListing; onSelect: () => void }) {
  const imageUrl = useWalletImage(wallet)
  return (
    <button type="button" className="sigil-wallet-tile" aria-label={wallet.name} onClick={onSelect}>
      <RemoteImage key={imageUrl ?? 'none'} src={imageUrl} name={wallet.name} size={56} />
      <span>{wallet.name}</span>
    </button>
  )
}
