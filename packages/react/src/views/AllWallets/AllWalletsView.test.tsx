import { WALLET_SEARCH_INPUT_PAUSE_MS } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoadWalletsParameters } from '../../modal/ModalOptionsContext.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { visibleRange } from './visibleRange.js'
import { IMAGE_DWELL_MS, PAGE_DWELL_MS } from './WalletGrid.js'

afterEach(cleanupModals)

const TOTAL = 10_000

function registry({ images }: { images?: 'id' | 'url' } = {}) {
  const requests: LoadWalletsParameters[] = []
  const all = Array.from({ length: TOTAL }, (_, index) => ({
    id: `w${index}`,
    name: `Wallet ${index}`,
    ...(images === 'id' ? { imageId: `image-${index}` } : {}),
    ...(images === 'url' ? { imageUrl: `http://127.0.0.1/images/${index}.svg` } : {}),
  }))
  const loadWallets = async (parameters: LoadWalletsParameters) => {
    requests.push(parameters)
    const matching = parameters.search ? all.filter((w) => w.name.includes(parameters.search ?? '')) : all
    const start = (parameters.page - 1) * parameters.pageSize
    return { wallets: matching.slice(start, start + parameters.pageSize), count: matching.length }
  }
  return { loadWallets, requests }
}

describe('AllWallets', () => {
  it('with no wallet registry and nothing installed, says why the list is empty and what to do', async () => {
    const { client } = createTestClient({ solana: false, evm: { connectors: [] } })
    const { screen } = await renderModal(client)
    await act(async () => client.open({ view: 'AllWallets' }))
    expect(
      await screen.findByText(
        /No wallet is installed in this browser\. This app lists only the wallets installed in your browser: install a wallet extension, then reload this page\./,
      ),
    ).toBeTruthy()
    expect(screen.queryByText(/No wallet found/)).toBeNull()
  })

  it('with a registry, an empty search says no wallet was found for it', async () => {
    const { client, clock } = createTestClient({ solana: false })
    const { screen } = await renderModal(client, {
      loadWallets: async () => ({ wallets: [], count: 0 }),
    })
    await act(async () => client.open({ view: 'AllWallets' }))
    fireEvent.change(screen.getByPlaceholderText('Search wallet'), { target: { value: 'zzz' } })
    await act(async () => clock.advance(WALLET_SEARCH_INPUT_PAUSE_MS))
    expect(await screen.findByText('No wallet found for “zzz”.')).toBeTruthy()
  })

  it('renders only the visible rows of 10,000 wallets and follows the scroll', async () => {
    const { loadWallets, requests } = registry()
    const { client, clock } = createTestClient({ solana: false })
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
    // The rows that came into view ask for their page once they have stayed there.
    await act(async () => clock.advance(PAGE_DWELL_MS))
    await screen.findByRole('button', { name: 'Wallet 8000' })
    expect(cells().length).toBeLessThanOrEqual(40)
    expect(requests.map((r) => r.page)).toContain(201)
  })

  it('R-PERF-13 shows the loading state from the keystroke and passes the search to the registry after a short pause in typing', async () => {
    const { loadWallets, requests } = registry()
    const { client, clock } = createTestClient({ solana: false })
    const { screen, shadow } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    const before = requests.length
    const typedAt = clock.now()
    fireEvent.change(screen.getByLabelText('Search wallets'), { target: { value: 'Wallet 9999' } })
    expect(screen.queryByRole('button', { name: 'Wallet 0' })).toBeNull()
    expect(shadow.querySelector('.sigil-skeleton')).not.toBeNull()
    expect(requests.length).toBe(before)
    await new Promise((resolve) => setTimeout(resolve, WALLET_SEARCH_INPUT_PAUSE_MS + 50))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Wallet 0' })).toBeNull())
    expect(screen.getByRole('button', { name: 'Wallet 9999' })).toBeTruthy()
    // The loading state began at the keystroke, so its minimum time is counted from there.
    expect(requests.at(-1)).toMatchObject({ search: 'Wallet 9999', page: 1, searchStartedAt: typedAt })
  })

  it('R-SEC-11 a failed search says why and its Try again asks the registry again, with no retyping', async () => {
    const { loadWallets: working } = registry()
    let failing = true
    const loadWallets = async (parameters: LoadWalletsParameters) => {
      if (failing && parameters.search) throw new Error('Something went wrong')
      return working(parameters)
    }
    const { client } = createTestClient({ solana: false })
    const { screen } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    fireEvent.change(screen.getByLabelText('Search wallets'), { target: { value: 'Wallet 9999' } })
    const alert = await screen.findByRole('alert', {}, { timeout: 2_000 })
    expect(alert.textContent).toContain('Something went wrong')
    // The browse list's count does not carry over: no tile of the failed search is drawn or asked.
    expect(screen.queryByRole('list', { name: 'Wallets' })).toBeNull()
    failing = false
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })))
    await screen.findByRole('button', { name: 'Wallet 9999' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('asks the registry for certified wallets when the badge filter is on', async () => {
    const { loadWallets, requests } = registry()
    const { client } = createTestClient({ solana: false })
    const { screen } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Certified' })))
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ badge: 'certified', page: 1 }))
  })

  it('asks for no page and no image for rows that only flew past during a fast scroll', async () => {
    const { loadWallets, requests } = registry({ images: 'id' })
    const loadWalletImage = vi.fn(async (imageId: string) => `blob:${imageId}`)
    const { client, clock } = createTestClient({ solana: false })
    const { shadow, screen } = await renderModal(client, { loadWallets, loadWalletImage })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    const grid = screen.getByTestId('wallet-grid')
    // One frame at row 2000 (page 201), then on to row 2400 (page 241), where the scroll stops.
    await act(async () => {
      grid.scrollTop = 96 * 2000
      fireEvent.scroll(grid)
    })
    // What flies past is drawn as still placeholders: no animation is started per tile.
    const placeholders = [...shadow.querySelectorAll('[aria-busy="true"] .sigil-skeleton')]
    expect(placeholders.length).toBeGreaterThan(0)
    expect(placeholders.every((skeleton) => skeleton.classList.contains('sigil-skeleton--still'))).toBe(true)
    await act(async () => clock.advance(16))
    await act(async () => {
      grid.scrollTop = 96 * 2400
      fireEvent.scroll(grid)
    })
    await act(async () => clock.advance(PAGE_DWELL_MS))
    await screen.findByRole('button', { name: 'Wallet 9600' })
    await act(async () => clock.advance(IMAGE_DWELL_MS))
    expect(requests.map((r) => r.page)).toContain(241)
    expect(requests.map((r) => r.page)).not.toContain(201)
    const asked = loadWalletImage.mock.calls.map(([imageId]) => imageId)
    expect(asked).toContain('image-9600')
    expect(asked.filter((id) => id === 'image-0' || id === 'image-8000')).toEqual([])
  })

  it('asks for a registry image once its tile has stayed in view, and a stopped grid shows them all', async () => {
    const { loadWallets } = registry({ images: 'id' })
    const loadWalletImage = vi.fn(async (imageId: string) => `blob:${imageId}`)
    const { client, clock } = createTestClient({ solana: false })
    const { shadow, screen } = await renderModal(client, { loadWallets, loadWalletImage })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    const tiles = () => [...shadow.querySelectorAll('button.sigil-wallet-tile')]
    await act(async () => clock.advance(IMAGE_DWELL_MS - 20))
    expect(loadWalletImage).not.toHaveBeenCalled()
    expect(shadow.querySelectorAll('.sigil-wallet-grid img')).toHaveLength(0)
    // Still waiting: the initial shows, marked as loading rather than failed.
    expect(
      tiles().every((tile) => tile.querySelector('.sigil-image')?.getAttribute('data-status') === 'loading'),
    ).toBe(true)
    await act(async () => clock.advance(20))
    expect(new Set(loadWalletImage.mock.calls.map(([imageId]) => imageId))).toEqual(
      new Set(tiles().map((tile) => `image-${tile.getAttribute('aria-label')?.split(' ')[1]}`)),
    )
    await waitFor(() =>
      expect(tiles().map((tile) => tile.querySelector('img')?.getAttribute('src'))).toEqual(
        tiles().map((tile) => `blob:image-${tile.getAttribute('aria-label')?.split(' ')[1]}`),
      ),
    )
  })

  it('gives an image URL to its tile only once the tile has stayed in view', async () => {
    const { loadWallets } = registry({ images: 'url' })
    const { client, clock } = createTestClient({ solana: false })
    const { shadow, screen } = await renderModal(client, { loadWallets })
    await act(async () => client.open({ view: 'AllWallets' }))
    await screen.findByRole('button', { name: 'Wallet 0' })
    expect(shadow.querySelectorAll('.sigil-wallet-grid img')).toHaveLength(0)
    await act(async () => clock.advance(IMAGE_DWELL_MS))
    const images = [...shadow.querySelectorAll('.sigil-wallet-grid img')]
    expect(images).toHaveLength(shadow.querySelectorAll('button.sigil-wallet-tile').length)
    expect(images[0]?.getAttribute('src')).toBe('http://127.0.0.1/images/0.svg')
    expect(images.every((image) => image.getAttribute('decoding') === 'async')).toBe(true)
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
