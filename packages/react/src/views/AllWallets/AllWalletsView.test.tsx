import { WALLET_SEARCH_MIN_WAIT_MS } from '@sigil/core'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { LoadWalletsParameters } from '../../modal/ModalOptionsContext.js'
import { createSigilForTest } from '../../test/createSigilForTest.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { visibleRange } from './visibleRange.js'

afterEach(cleanupModals)

const TOTAL = 10_000

function registry() {
  const requests: LoadWalletsParameters[] = []
  const all = Array.from({ length: TOTAL }, (_, index) => ({ id: `w${index}`, name: `Wallet ${index}` }))
  const loadWallets = async (parameters: LoadWalletsParameters) => {
    requests.push(parameters)
    const matching = parameters.search ? all.filter((w) => w.name.includes(parameters.search ?? '')) : all
    const start = (parameters.page - 1) * parameters.pageSize
    return { wallets: matching.slice(start, start + parameters.pageSize), count: matching.length }
  }
  return { loadWallets, requests }
}

describe('AllWallets', () => {
  it('renders only the visible rows of 10,000 wallets and follows the scroll', async () => {
    const { loadWallets, requests } = registry()
    const { client } = createSigilForTest()
    const { shadow, screen } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    const cells = () => shadow.querySelectorAll('.sigil-wallet-cell')
    expect(cells().length).toBeLessThanOrEqual(40)
    expect(requests.map((r) => r.page)).toEqual([1])
    const grid = screen.getByTestId('wallet-grid')
    await act(async () => {
      grid.scrollTop = 96 * 2000
      fireEvent.scroll(grid)
    })
    await screen.findByRole('button', { name: 'Wallet 8000' })
    expect(cells().length).toBeLessThanOrEqual(40)
    expect(requests.map((r) => r.page)).toContain(201)
  })

  it('passes the search to the registry after the search wait', async () => {
    const { loadWallets, requests } = registry()
    const { client } = createSigilForTest()
    const { screen } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    fireEvent.change(screen.getByLabelText('Search wallets'), { target: { value: 'Wallet 9999' } })
    await new Promise((resolve) => setTimeout(resolve, WALLET_SEARCH_MIN_WAIT_MS + 50))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wallet 0' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Wallet 9999' })).toBeTruthy()
    expect(requests.at(-1)).toMatchObject({ search: 'Wallet 9999', page: 1 })
  })

  it('asks the registry for certified wallets when the badge filter is on', async () => {
    const { loadWallets, requests } = registry()
    const { client } = createSigilForTest()
    const { screen } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Certified' })))
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ badge: 'certified', page: 1 }))
  })

  it('windowing does constant work however long the list is', () => {
    const range = visibleRange({
      scrollTop: 96 * 5000,
      viewportHeight: 360,
      rowHeight: 96,
      rowCount: 2500,
      overscan: 2,
    })
    expect(range).toEqual({ start: 2494, end: 2500 })
    expect(
      visibleRange({ scrollTop: 0, viewportHeight: 360, rowHeight: 96, rowCount: 2500, overscan: 2 }),
    ).toEqual({
      start: 0,
      end: 6,
    })
  })
})
