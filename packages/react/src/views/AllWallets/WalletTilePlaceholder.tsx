import { Skeleton } from '../../components/Skeleton.js'

/**
 * A tile whose wallet has not arrived. Its skeletons stand still: a fast scroll mounts dozens
 * of them a frame, and starting an animation on each one costs more than the frame has.
 */
export function WalletTilePlaceholder() {
  return (
    <span className="sigil-wallet-tile" aria-busy="true">
      <Skeleton width={56} height={56} radius={12} still />
      <Skeleton width={48} height={10} still />
    </span>
  )
}
