import { Skeleton } from '../../components/Skeleton.js'
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from './WalletGrid.js'

const ROWS = 4

/**
 * The wallet grid while its first page (or a search's) is on its way: tiles in the grid's own
 * rows and columns, so the wallets arrive where the person is already looking and nothing moves.
 */
export function WalletGridSkeleton() {
  return (
    <div className="sigil-wallet-grid" aria-busy="true" data-testid="wallet-grid-skeleton">
      {Array.from({ length: ROWS * GRID_COLUMNS }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: the tiles are identical and never reorder
          key={index}
          className="sigil-wallet-cell"
          style={{
            top: Math.floor(index / GRID_COLUMNS) * GRID_ROW_HEIGHT,
            insetInlineStart: `${(index % GRID_COLUMNS) * (100 / GRID_COLUMNS)}%`,
            width: `${100 / GRID_COLUMNS}%`,
            height: GRID_ROW_HEIGHT,
          }}
        >
          <span className="sigil-wallet-tile">
            <Skeleton width={56} height={56} radius={12} />
            <Skeleton width={48} height={10} />
          </span>
        </span>
      ))}
    </div>
  )
}
