import type { Connector } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  type: 'WALLET_CONNECT',
  name: 'WalletConnect',
  chain: 'eip155',
}
const URI =
  'wc:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef@2?relay-protocol=irn&symKey=00'
const PHANTOM = {
  id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
  name: 'Phantom',
  rdns: 'app.phantom',
  links: { mobile: 'phantom://' },
}
const METAMASK = {
  id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  name: 'MetaMask',
  rdns: 'io.metamask',
  links: { mobile: 'metamask://' },
}

async function pick(
  wallet: typeof PHANTOM,
  { mobile, openInWallet }: { mobile: boolean; openInWallet?: boolean },
) {
  const test = createTestClient({
    solana: false,
    evm: { connectors: [WALLET_CONNECT] },
    isMobile: () => mobile,
    ...(openInWallet === undefined ? {} : { contexts: { openInWallet } }),
  })
  test.evm.behaviour.connect = 'pending'
  await test.client.ready()
  await import('./ConnectingWalletConnectView.js')
  const rendered = await renderModal(test.client)
  await act(async () =>
    test.client.open({ view: 'ConnectingWalletConnect', uri: URI, data: { walletId: wallet.id, wallet } }),
  )
  return { ...test, ...rendered }
}

const page = () => window.location.href

describe('a phone wallet that does not pair, picked on a phone', () => {
  it('R-WC-01 offers "Open in Phantom", the link that opens this page in its browser, and pairs nothing', async () => {
    const { screen, evm: adapter, shadow, client } = await pick(PHANTOM, { mobile: true })
    const open = await screen.findByRole('link', { name: 'Open in Phantom' })
    expect(open.getAttribute('href')).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page())}?ref=${encodeURIComponent(window.location.origin)}`,
    )
    expect(open.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('heading', { name: 'Open this page in Phantom' })).toBeTruthy()
    expect(shadow.querySelector('svg.sigil-qr')).toBeNull()
    // No pairing is started for a wallet that cannot take it, nor as the view leaves.
    await act(async () => undefined)
    await act(async () => client.close())
    await act(async () => undefined)
    expect(adapter.callsOf('connect').length).toBe(0)
  })

  it('R-WC-01 a wallet that pairs gets its WalletConnect link first, and its browser after it', async () => {
    const { screen, evm: adapter } = await pick(METAMASK, { mobile: true })
    const pairing = await screen.findByRole('link', { name: 'Open MetaMask' })
    expect(pairing.getAttribute('href')).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`)
    expect(pairing.className).toContain('sigil-button--primary')
    const browser = screen.getByRole('link', { name: 'Open this page in MetaMask' })
    expect(browser.className).toContain('sigil-button--secondary')
    const here = new URL(page())
    expect(browser.getAttribute('href')).toBe(
      `https://link.metamask.io/dapp/${here.host}${here.pathname === '/' ? '' : here.pathname}${here.search}${here.hash}`,
    )
    await waitFor(() => expect(adapter.callsOf('connect').length).toBe(1))
  })

  it('R-WC-01 on a computer, and with the context turned off, the pairing code shows as before', async () => {
    const computer = await pick(PHANTOM, { mobile: false })
    await computer.screen.findByRole('img', { name: 'QR code to connect with Phantom' })
    expect(computer.screen.queryByRole('link', { name: 'Open in Phantom' })).toBeNull()
    cleanupModals()
    const off = await pick(PHANTOM, { mobile: true, openInWallet: false })
    await off.screen.findByRole('link', { name: 'Open Phantom' })
    expect(off.screen.queryByRole('link', { name: 'Open in Phantom' })).toBeNull()
    await waitFor(() => expect(off.evm.callsOf('connect').length).toBe(1))
  })
})
