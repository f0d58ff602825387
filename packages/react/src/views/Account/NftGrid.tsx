import { RemoteImage } from '../../components/RemoteImage.js'
import type { NftTileItem } from './accountItems.js'

/** The NFTs held, three to a row, each a square preview with its name below. */
export function NftGrid({ nfts }: { nfts: readonly NftTileItem[] }) {
  return (
    <ul className="sigil-nft-grid sigil-plain-list">
      {nfts.map((nft) => (
        <li key={nft.key} className="sigil-nft" data-testid="nft-tile">
          <RemoteImage src={nft.imageUrl} name={nft.name} size={96} fill />
          <span className="sigil-nft__name">{nft.name}</span>
        </li>
      ))}
    </ul>
  )
}
