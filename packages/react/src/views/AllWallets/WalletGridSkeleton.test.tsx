import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GRID_COLUMNS, GRID_ROW_HEIGHT } from './WalletGrid.js'
import { WalletGridSkeleton } from './WalletGridSkeleton.js'

describe('the wallet grid while a page or a search loads (issue 21)', () => {
  it('shows busy tile skeletons in the grid’s own columns and rows, not one grey block', () => {
    const { getByTestId } = render(<WalletGridSkeleton />)
    const grid = getByTestId('wallet-grid-skeleton')
    expect(grid.getAttribute('aria-busy')).toBe('true')
    expect(grid.className).toBe('sigil-wallet-grid')
    const cells = [...grid.querySelectorAll<HTMLElement>('.sigil-wallet-cell')]
    expect(cells).toHaveLength(4 * GRID_COLUMNS)
    expect(cells.map((cell) => cell.querySelectorAll('.sigil-skeleton').length)).toEqual(cells.map(() => 2))
    expect(cells[GRID_COLUMNS + 1]?.style.top).toBe(`${GRID_ROW_HEIGHT}px`)
    expect(cells[GRID_COLUMNS + 1]?.style.insetInlineStart).toBe(`${100 / GRID_COLUMNS}%`)
  })
})
