import { memo, useEffect } from 'react'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import type { DwellScheduler } from './dwellScheduler.js'
import { useDwelt } from './useDwelt.js'
import { WalletTile } from './WalletTile.js'
import { WalletTilePlaceholder } from './WalletTilePlaceholder.js'

export type WalletCellProps = {
  index: number
  columns: number
  rowHeight: number
  wallet: WalletListing | undefined
  onSelect: (wallet: WalletListing) => void
  onMissing: (index: number) => void
  /** Tell the cell when it has stayed in view long enough for its page, and for its image. */
  pageDwell: DwellScheduler
  imageDwell: DwellScheduler
}

/**
 * One position of the virtual grid. Memoized: a scroll re-renders only the cells that come
 * into view (and those whose wallet arrives), not every visible one. Its page is asked for
 * once it has stayed in view `PAGE_DWELL_MS`, its image once it has stayed `IMAGE_DWELL_MS`.
 */
export const WalletCell = memo(function WalletCell({
  index,
  columns,
  rowHeight,
  wallet,
  onSelect,
  onMissing,
  pageDwell,
  imageDwell,
}: WalletCellProps) {
  const pageDue = useDwelt(pageDwell)
  const imageDue = useDwelt(imageDwell)
  const missing = !wallet
  useEffect(() => {
    if (missing && pageDue) onMissing(index)
  }, [missing, pageDue, index, onMissing])
  const style = {
    top: Math.floor(index / columns) * rowHeight,
    insetInlineStart: `${(index % columns) * (100 / columns)}%`,
    width: `${100 / columns}%`,
    height: rowHeight,
  }
  return (
    <li className="sigil-wallet-cell" style={style}>
      {wallet ? (
        <WalletTile wallet={wallet} onSelect={onSelect} showImage={imageDue} />
      ) : (
        <WalletTilePlaceholder />
      )}
    </li>
  )
})
