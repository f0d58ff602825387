import type { Connector, SharedConnector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listRow } from '../../test/listRow.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(async () => {
  vi.unstubAllGlobals()
  await cleanupModals()
})

/** A shared connector that records what the modal asks of it: its code, a start, a pairing made ahead. */
function recordingConnector() {
  const calls = { prefetch: 0, standby: 0, released: 0, preload: 0 }
  const shared: SharedConnector = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    namespaces: ['eip155'],
    setup: () => undefined,
    provider: () => ({}),
    prefetch: async () => {
      calls.prefetch++
    },
    preload: async () => {
      calls.preload++
    },
    standby: () => {
      calls.standby++
      return () => {
        calls.released++
      }
    },
  }
  return { shared, calls }
}

const phone: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
const injected: Connector = {
  id: 'io.kestrel',
  type: 'ANNOUNCED',
  name: 'Kestrel Wallet',
  chain: 'eip155',
  info: { rdns: 'io.kestrel' },
}

/** Idle callbacks the test runs itself: the page goes idle when `idle()` is called. */
function manualIdle() {
  const due = new Map<number, () => void>()
  let next = 0
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    due.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => due.delete(handle))
  return {
    idle: async () => {
      await act(async () => {
        const callbacks = [...due.values()]
        due.clear()
        for (const callback of callbacks) callback()
      })
    },
  }
}

async function page(options: { lazy?: boolean; preload?: boolean } = {}) {
  const { shared, calls } = recordingConnector()
  const test = createTestClient({
    solana: false,
    evm: { connectors: [phone, injected] },
    connectors: [shared],
  })
  await test.client.ready()
  // The client's own start-up has run; from here the test says when the page is idle.
  const { idle } = manualIdle()
  await import('./ConnectView.js')
  await import('../AllWallets/AllWalletsView.js')
  const rendered = await renderModal(
    test.client,
    options.preload === undefined ? {} : { preload: options.preload },
    { lazy: options.lazy ?? false },
  )
  return { ...test, ...rendered, calls, idle }
}

describe('shared connectors get ready at idle and on intent, never with the open', () => {
  it('R-WC-01 their code is fetched at idle once the modal has loaded; nothing starts, and opening the list starts nothing', async () => {
    const { client, shadow, calls, idle } = await page()
    // Mounted, the modal's code loaded: the connector's code waits for the page to be idle.
    expect(calls.prefetch).toBe(0)
    await idle()
    expect(calls).toEqual({ prefetch: 1, standby: 0, released: 0, preload: 0 })
    await act(async () => client.open({ view: 'Connect' }))
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    // Painted and idle again: the open list alone makes no pairing and opens no relay socket.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
    await idle()
    expect(calls.standby).toBe(0)
    expect(calls.preload).toBe(0)
  })

  it('R-WC-01 a click before idle loads the modal on need, and the connector code still waits for idle, after the open', async () => {
    const { client, shadow, element, calls, idle } = await page({ lazy: true })
    await act(async () => client.open({ view: 'Connect' }))
    await act(() => element.loaded())
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    expect(calls.prefetch).toBe(0)
    await idle()
    expect(calls.prefetch).toBeGreaterThanOrEqual(1)
    expect(calls.standby).toBe(0)
  })

  it('a page that loads nothing ahead (preload: false) fetches no connector code at idle; a pick still can', async () => {
    const { client, shadow, element, calls, idle } = await page({ lazy: true, preload: false })
    await act(async () => client.open({ view: 'Connect' }))
    await act(() => element.loaded())
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    await idle()
    expect(calls.prefetch).toBe(0)
    fireEvent.pointerEnter(listRow(shadow, 'WalletConnect'))
    expect(calls).toMatchObject({ prefetch: 1, standby: 1 })
  })

  it('R-WC-01 the pointer over (or focus on) the WalletConnect entry makes the pairing ahead, once; closing lets it go', async () => {
    const { client, shadow, calls } = await page()
    await act(async () => client.open({ view: 'Connect' }))
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    const walletConnect = listRow(shadow, 'WalletConnect')
    fireEvent.pointerEnter(walletConnect)
    expect(calls.standby).toBe(1)
    // With intent the code is wanted now, not at idle.
    expect(calls.prefetch).toBe(1)
    fireEvent.focus(walletConnect)
    fireEvent.pointerEnter(walletConnect)
    expect(calls.standby).toBe(1)
    await act(async () => client.close())
    await waitFor(() => expect(calls.released).toBe(1))
  })

  it('the pointer over a wallet with a connector of its own (an installed wallet) makes no pairing', async () => {
    const { client, shadow, calls } = await page()
    await act(async () => client.open({ view: 'Connect' }))
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    fireEvent.pointerEnter(listRow(shadow, 'Kestrel Wallet'))
    fireEvent.focus(listRow(shadow, 'Kestrel Wallet'))
    expect(calls.standby).toBe(0)
  })

  it('the parked list (drawn hidden while the modal is closed) makes no pairing, whatever reaches it', async () => {
    const { shadow, calls, idle } = await page()
    await idle()
    const parked = shadow.querySelector('[data-group="walletConnect"] button.sigil-list-item')
    expect(parked).not.toBeNull()
    fireEvent.pointerEnter(parked as Element)
    fireEvent.focus(parked as Element)
    expect(calls.standby).toBe(0)
  })

  it('All wallets (its wallets without a connector go over WalletConnect): the pointer over the grid makes the pairing', async () => {
    const { client, shadow, calls } = await page()
    await act(async () => client.open({ view: 'AllWallets' }))
    const grid = await waitFor(() => {
      const found = shadow.querySelector('[data-testid="wallet-grid"]')
      if (!found) throw new Error('no grid yet')
      return found
    })
    expect(calls.standby).toBe(0)
    fireEvent.pointerOver(grid.querySelector('button') ?? grid)
    expect(calls.standby).toBe(1)
    expect(calls.released).toBe(0)
  })
})
