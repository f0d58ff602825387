import type { Connector, SharedConnector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(async () => {
  vi.unstubAllGlobals()
  await cleanupModals()
})

/** A shared connector that records when a list asks it to get ready, and when the list is gone. */
function recordingConnector() {
  const calls = { standby: 0, released: 0, preload: 0 }
  const shared: SharedConnector = {
    id: 'walletConnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    namespaces: ['eip155'],
    setup: () => undefined,
    provider: () => ({}),
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

async function page() {
  const { shared, calls } = recordingConnector()
  const test = createTestClient({ solana: false, evm: { connectors: [phone] }, connectors: [shared] })
  await test.client.ready()
  await import('./ConnectView.js')
  await import('../AllWallets/AllWalletsView.js')
  const rendered = await renderModal(test.client)
  return { ...test, ...rendered, calls }
}

/** Animation frames the test runs itself: the browser's next paint happens when `paint()` is called. */
function manualFrames() {
  const frames = new Map<number, FrameRequestCallback>()
  let next = 0
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(++next, callback)
    return next
  })
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => frames.delete(handle))
  return {
    paint: async () => {
      const due = [...frames.values()]
      frames.clear()
      for (const callback of due) callback(performance.now())
      // The work queued after the paint.
      await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
    },
  }
}

describe('shared connectors get ready while a wallet list is on show', () => {
  it('R-WC-01 the modal opening on Connect asks the WalletConnect connector to make its pairing once the list has painted, not at idle; closing lets it go', async () => {
    // A page that never goes idle: what waits for idle never runs.
    vi.stubGlobal('requestIdleCallback', () => 1)
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const { client, shadow, calls } = await page()
    const frames = manualFrames()
    // Mounted and warmed up, never opened: nothing is loaded and no relay socket opens.
    await frames.paint()
    expect(calls.standby).toBe(0)
    await act(async () => client.open({ view: 'Connect' }))
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    // The SDK's chunk must not evaluate before the list is painted.
    expect(calls.standby).toBe(0)
    await frames.paint()
    expect(calls.standby).toBe(1)
    await act(async () => client.close())
    await waitFor(() => expect(calls.released).toBe(1))
  })

  it('R-WC-01 a list gone before its first paint starts nothing', async () => {
    const { client, shadow, calls } = await page()
    const frames = manualFrames()
    await act(async () => client.open({ view: 'Connect' }))
    await waitFor(() => expect(shadow.querySelector('[data-group="walletConnect"]')).not.toBeNull())
    await act(async () => client.close())
    await frames.paint()
    expect(calls).toEqual({ standby: 0, released: 0, preload: 0 })
  })

  it('All wallets (its wallets without a connector go over WalletConnect) does the same', async () => {
    const { client, calls } = await page()
    await act(async () => client.open({ view: 'AllWallets' }))
    await waitFor(() => expect(calls.standby).toBe(1))
    expect(calls.released).toBe(0)
  })
})
