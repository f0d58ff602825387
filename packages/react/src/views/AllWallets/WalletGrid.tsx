import { clockOf } from '@sigil/core/internal'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'
import { createDwellScheduler } from './dwellScheduler.js'
import { visibleRange } from './visibleRange.js'
import { WalletCell } from './WalletCell.js'

export const GRID_COLUMNS = 4
export const GRID_ROW_HEIGHT = 96
const GRID_VIEWPORT_HEIGHT = 360
const OVERSCAN_ROWS = 2
/**
 * How long a cell stays in view before its page of wallets is asked for, and before its image
 * is. Cells that only fly past during a fast scroll cost no registry call, fetch and decode no
 * image; the overscan rows absorb the wait while scrolling slowly, and a stop shows everything.
 */
export const PAGE_DWELL_MS = 50
export const IMAGE_DWELL_MS = 150

export type WalletGridProps = {
  count: number
  walletAt: (index: number) => WalletListing | undefined
  /**
   * Called for each index without data once its cell has stayed in view, so its page can be
   * fetched; a new callback (a new query) asks again for the cells still waiting.
   */
  onMissing: (index: number) => void
  onSelect: (wallet: WalletListing) => void
  /** A person reaching for the grid's wallets (pointer over one, or focus), most of which pair. */
  onIntent?: () => void
}

/** Renders only the rows in view (plus a little overscan), positioned absolutely in a full-height track. */
export function WalletGrid({ count, walletAt, onMissing, onSelect, onIntent }: WalletGridProps) {
  const t = useT()
  const client = useSigilClient()
  const [dwell] = useState(() => {
    const clock = clockOf(client)
    return {
      page: createDwellScheduler(clock, PAGE_DWELL_MS),
      image: createDwellScheduler(clock, IMAGE_DWELL_MS),
    }
  })
  // Cells are memoized, so they get one select callback for the grid's whole life.
  const onSelectRef = useRef(onSelect)
  onSelectRef.current = onSelect
  const select = useCallback((wallet: WalletListing) => onSelectRef.current(wallet), [])

  // A person reaching for a tile (pointer over one, or focus): one listener for the whole grid.
  const grid = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = grid.current
    if (!element || !onIntent) return
    element.addEventListener('pointerover', onIntent)
    element.addEventListener('focusin', onIntent)
    return () => {
      element.removeEventListener('pointerover', onIntent)
      element.removeEventListener('focusin', onIntent)
    }
  }, [onIntent])

  const [scrollTop, setScrollTop] = useState(0)
  const rowCount = Math.ceil(count / GRID_COLUMNS)
  const rangeAt = (top: number) =>
    visibleRange({
      scrollTop: top,
      viewportHeight: GRID_VIEWPORT_HEIGHT,
      rowHeight: GRID_ROW_HEIGHT,
      rowCount,
      overscan: OVERSCAN_ROWS,
    })
  const { start, end } = rangeAt(scrollTop)
  const indexes: number[] = []
  for (let index = start * GRID_COLUMNS; index < Math.min(count, end * GRID_COLUMNS); index++)
    indexes.push(index)

  return (
    <div
      className="sigil-wallet-grid"
      onScroll={(event) => {
        // Only a change of the rendered rows is worth a render.
        const top = event.currentTarget.scrollTop
        const next = rangeAt(top)
        if (next.start !== start || next.end !== end) setScrollTop(top)
      }}
      ref={grid}
      data-testid="wallet-grid"
    >
      <ul
        className="sigil-plain-list"
        aria-label={t('common.wallets')}
        style={{ height: rowCount * GRID_ROW_HEIGHT, position: 'relative' }}
      >
        {indexes.map((index) => (
          <WalletCell
            key={index}
            index={index}
            columns={GRID_COLUMNS}
            rowHeight={GRID_ROW_HEIGHT}
            wallet={walletAt(index)}
            onSelect={select}
            onMissing={onMissing}
            pageDwell={dwell.page}
            imageDwell={dwell.image}
          />
        ))}
      </ul>
    </div>
  )
}
