import { describe, expect, it } from 'vitest'
import { addRecentWallet, isRecentWalletList, normalizeRecentWallets } from './recentWallets.js'

describe('recent wallets', () => {
  it('R-UI-13 a recent wallet is stored as {id, rdns}', () => {
    expect(addRecentWallet([], { id: 'io.metamask', rdns: 'io.metamask' })).toEqual([
      { id: 'io.metamask', rdns: 'io.metamask' },
    ])
    expect(isRecentWalletList([{ id: 'a', rdns: 'b' }, { id: 'c' }])).toBe(true)
    expect(isRecentWalletList([{ id: 1 }])).toBe(false)
  })

  it('R-UI-21 at most 2 are kept, most recent first, without duplicates', () => {
    let list = addRecentWallet([], { id: 'a' })
    list = addRecentWallet(list, { id: 'b', rdns: 'io.b' })
    list = addRecentWallet(list, { id: 'c' })
    expect(list).toEqual([{ id: 'c' }, { id: 'b', rdns: 'io.b' }])
    list = addRecentWallet(list, { id: 'b2', rdns: 'io.b' })
    expect(list).toEqual([{ id: 'b2', rdns: 'io.b' }, { id: 'c' }])
  })

  it('R-UI-21 R-SEC-11 a stored list read back is deduped and cut to 2, newest first', () => {
    const stored = [
      { id: 'a' },
      { id: 'a' },
      { id: 'b', rdns: 'io.b' },
      { id: 'b2', rdns: 'io.b' },
      { id: 'c' },
    ]
    expect(normalizeRecentWallets(stored)).toEqual([{ id: 'a' }, { id: 'b', rdns: 'io.b' }])
    expect(normalizeRecentWallets([])).toEqual([])
  })
})
