import { memo } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useWalletImage } from '../../components/useWalletImage.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'

export type WalletTileProps = {
  wallet: WalletListing
  onSelect: (wallet: WalletListing) => void
  /** Whether the image may load: only once the tile has stayed in view (see WalletGrid). */
  showImage: boolean
}

/** One wallet of the grid, named by the wallet for assistive technology. */
export const WalletTile = memo(function WalletTile({ wallet, onSelect, showImage }: WalletTileProps) {
  const image = useWalletImage(wallet, showImage)
  return (
    <button
      type="button"
      className="sigil-wallet-tile"
      aria-label={wallet.name}
      onClick={() => onSelect(wallet)}
    >
      <RemoteImage
        key={image.url ?? 'none'}
        src={image.url}
        pending={image.pending}
        name={wallet.name}
        size={56}
      />
      <span dir="auto">{wallet.name}</span>
    </button>
  )
})
