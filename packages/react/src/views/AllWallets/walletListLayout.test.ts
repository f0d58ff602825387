import { describe, expect, it } from 'vitest'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { listableCount, MAX_LISTED_WALLETS, walletListLayout } from './walletListLayout.js'

const wallets = (prefix: string, length: number): WalletListing[] =>
  Array.from({ length }, (_, index) => ({ id: `${prefix}${index}`, name: `${prefix}${index}` }))
const names = (layout: ReturnType<typeof walletListLayout>) =>
  Array.from({ length: layout.count }, (_, index) => layout.walletAt(index)?.name)

describe('walletListLayout', () => {
  it('R-SEC-11 believes an honest count: answered pages in order, places for the pages to come', () => {
    const layout = walletListLayout(new Map([[1, wallets('a', 4)]]), 10, 4)
    expect(layout.count).toBe(10)
    expect(names(layout)).toEqual(['a0', 'a1', 'a2', 'a3', ...Array(6).fill(undefined)])
    expect([layout.pageAt(4), layout.pageAt(9)]).toEqual([2, 3])
  })

  it('R-SEC-11 a count of 1e9 over a short page ends the list at that page', () => {
    expect(walletListLayout(new Map([[1, wallets('a', 4)]]), 1e9, 40).count).toBe(4)
  })

  it('R-SEC-11 a count above what the grid can lay out is held to its maximum', () => {
    expect(walletListLayout(new Map(), 1e9, 40).count).toBe(MAX_LISTED_WALLETS)
    expect([listableCount(Number.NaN), listableCount(-3), listableCount(2.7)]).toEqual([0, 0, 2])
  })

  it('R-SEC-11 a full page where the count said the list ends offers one more page; a page of repeats ends it', () => {
    const first = walletListLayout(new Map([[1, wallets('a', 4)]]), 3, 4)
    expect(first.count).toBe(8)
    expect(first.pageAt(5)).toBe(2)
    const repeated = walletListLayout(
      new Map([
        [1, wallets('a', 4)],
        [2, wallets('a', 4)],
      ]),
      3,
      4,
    )
    expect(names(repeated)).toEqual(['a0', 'a1', 'a2', 'a3'])
  })

  it('R-SEC-11 an id already on an earlier page is dropped and the wallets after it move up', () => {
    const layout = walletListLayout(
      new Map([
        [1, wallets('a', 4)],
        [2, [{ id: 'a1', name: 'copy' }, ...wallets('b', 2)]],
      ]),
      6,
      4,
    )
    expect(names(layout)).toEqual(['a0', 'a1', 'a2', 'a3', 'b0', 'b1'])
  })

  it('R-SEC-11 a page not yet answered keeps its places between answered ones, asking its own page', () => {
    const layout = walletListLayout(
      new Map([
        [1, wallets('a', 2)],
        [3, wallets('c', 2)],
      ]),
      20,
      2,
    )
    expect(names(layout).slice(0, 6)).toEqual(['a0', 'a1', undefined, undefined, 'c0', 'c1'])
    expect(layout.pageAt(3)).toBe(2)
    expect(layout.pageAt(7)).toBe(4)
  })

  it('R-SEC-11 a page answering more than it was asked is cut to the page size', () => {
    expect(walletListLayout(new Map([[1, wallets('a', 50)]]), 4, 4).count).toBe(8)
  })
})
