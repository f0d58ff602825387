import { useEffect, useState } from 'react'
import { Skeleton } from '../../components/Skeleton.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { visibleRange } from './visibleRange.js'
import { WalletTile } from './WalletTile.js'

export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT = 96
const GRID_VIEWPORT_HEIGHT = 360
const OVERSCAN_ROWS = 2

export type WalletGridProps = {
  count: number
  walletAt: (index: number) => WalletListing | undefined
  /** Called for each index rendered without data, so its page can be fetched. */
  onMissing: (index: number) => void
  onSelect: (wallet: WalletListing) => void
}

/** Renders only the rows in view (plus a little overscan), positioned absolutely in a full-height track. */
export function WalletGrid({ count, walletAt, onMissing, onSelect }: WalletGridProps) {
  const [scrollTop, setScrollTop] = useState(0)
  const rowCount = Math.ceil(count / GRID_COLUMNS)
  const { start, end } = visibleRange({
    scrollTop,
    viewportHeight: GRID_VIEWPORT_HEIGHT,
    rowHeight: GRID_ROW_HEIGHT,
    rowCount,
    overscan: OVERSCAN_ROWS,
  })
  const indexes: number[] = []
  for (let index = start * GRID_COLUMNS; index < Math.min(count, end * GRID_COLUMNS); index++)
    indexes.push(index)
  const missing = indexes.filter((index) => !walletAt(index))

  useEffect(() => {
    for (const index of missing) onMissing(index)
  })

  const width = `${100 / GRID_COLUMNS}%`
  return (
    <div
      className="sigil-wallet-grid"
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      data-testid="wallet-grid"
    >
      <ul
        className="sigil-plain-list"
        aria-label="Wallets"
        style={{ height: rowCount * GRID_ROW_HEIGHT, position: 'relative' }}
      >
        {indexes.map((index) => {
          const wallet = walletAt(index)
          const style = {
            top: Math.floor(index / GRID_COLUMNS) * GRID_ROW_HEIGHT,
            left: `${(index % GRID_COLUMNS) * (100 / GRID_COLUMNS)}%`,
            width,
            height: GRID_ROW_HEIGHT,
          }
          return (
            <li key={index} className="sigil-wallet-cell" style={style}>
              {wallet ? (
                <WalletTile wallet={wallet} onSelect={() => onSelect(wallet)} />
              ) : (
                <span className="sigil-wallet-tile" aria-busy="true">
                  <Skeleton width={56} height={56} radius={12} />
                  <Skeleton width={48} height={10} />
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
