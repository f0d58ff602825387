import type { Connector, SharedConnector, SharedConnectorContext } from '@sigil/core'
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

async function openPairing(options: {
  connectors: Connector[]
  mobile?: boolean
  links?: Record<string, string>
}) {
  const test = createTestClient({
    solana: false,
    evm: { connectors: options.connectors },
    isMobile: () => options.mobile ?? false,
  })
  test.evm.behaviour.connect = 'pending'
  await test.client.ready()
  await import('./ConnectingWalletConnectView.js')
  const rendered = await renderModal(test.client)
  await act(async () =>
    test.client.open({
      view: 'ConnectingWalletConnect',
      uri: URI,
      data: { walletId: 'kestrel', wallet: { id: 'kestrel', name: 'Kestrel', links: options.links ?? {} } },
    }),
  )
  return { ...test, ...rendered }
}

describe('ConnectingWalletConnect', () => {
  it('R-WC-01 on desktop shows the pairing as a QR code named for the registry wallet, with Copy link, and starts the pairing', async () => {
    const { screen, evm: adapter } = await openPairing({
      connectors: [WALLET_CONNECT],
      links: { webapp: 'https://kestrel.example/app', mobile: 'kestrel://' },
    })
    const qr = await screen.findByRole('img', { name: 'QR code to connect with Kestrel' })
    expect(qr.tagName.toLowerCase()).toBe('svg')
    expect(await screen.findByRole('heading', { name: 'Scan with Kestrel' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy()
    const web = screen.getByRole('link', { name: 'Open Kestrel in the browser' })
    // The only link here: the primary action.
    expect(web.className).toContain('sigil-button--primary')
    expect(web.getAttribute('href')).toBe(`https://kestrel.example/app/wc?uri=${encodeURIComponent(URI)}`)
    // In a new tab: leaving the app's page would drop the pairing the web wallet is to answer.
    expect(web.getAttribute('target')).toBe('_blank')
    expect(web.getAttribute('rel')).toBe('noopener noreferrer')
    // The phone link is for phones.
    expect(screen.queryByRole('link', { name: 'Open Kestrel' })).toBeNull()
    await waitFor(() => expect(adapter.callsOf('connect').length).toBe(1))
  })

  it("on a phone opens the wallet's own link with the URI, and never a malformed or foreign-scheme link", async () => {
    const { screen } = await openPairing({
      connectors: [WALLET_CONNECT],
      mobile: true,
      links: { mobile: 'kestrel://', webapp: 'https://kestrel.example/app' },
    })
    const own = await screen.findByRole('link', { name: 'Open Kestrel' })
    expect(own.getAttribute('href')).toBe(`kestrel://wc?uri=${encodeURIComponent(URI)}`)
    expect(own.className).toContain('sigil-button--primary')
    // Its web app is the other way, after it.
    expect(screen.getByRole('link', { name: 'Open Kestrel in the browser' }).className).toContain(
      'sigil-button--secondary',
    )
    // The phone hands the link to the wallet app from the same tab.
    expect(own.getAttribute('target')).toBeNull()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    cleanupModals()

    const hostile = await openPairing({
      connectors: [WALLET_CONNECT],
      mobile: true,
      links: { mobile: 'javascript:alert(document.cookie)//', webapp: 'data:text/html,<b>x</b>' },
    })
    // No link it may open: the code is shown instead, to scan from another device.
    await hostile.screen.findByRole('heading', { name: 'Scan with Kestrel' })
    expect(hostile.screen.queryAllByRole('link')).toEqual([])
    expect(hostile.screen.getByRole('img', { name: 'QR code to connect with Kestrel' })).toBeTruthy()
  })

  it('R-WC-01 once the phone approves (its pairing goes while the connect goes on), the view says Connecting… instead of asking for a scan; a new attempt after a failure shows its code again', async () => {
    let context: SharedConnectorContext | undefined
    const shared: SharedConnector = {
      id: 'walletConnect',
      type: 'WALLET_CONNECT',
      name: 'WalletConnect',
      namespaces: ['eip155'],
      setup: (given) => {
        context = given
      },
      provider: () => undefined,
      preload: async () => undefined,
    }
    const test = createTestClient({
      solana: false,
      evm: { connectors: [WALLET_CONNECT] },
      connectors: [shared],
    })
    test.evm.behaviour.connect = 'pending'
    await test.client.ready()
    await import('./ConnectingWalletConnectView.js')
    const { screen } = await renderModal(test.client)
    await act(async () =>
      test.client.open({
        view: 'ConnectingWalletConnect',
        data: { wallet: { id: 'kestrel', name: 'Kestrel' } },
      }),
    )
    await waitFor(() => expect(test.evm.callsOf('connect').length).toBe(1))
    // Before the pairing is made, the code's place is held and the words ask for the scan to come.
    expect(screen.getByRole('heading', { name: 'Scan with Kestrel' })).toBeTruthy()
    await act(async () => context?.onPairing({ uri: URI, expiresAt: Date.now() + 300_000 }))
    await screen.findByRole('img', { name: 'QR code to connect with Kestrel' })
    // The phone approved: the pairing goes, the connect is still finishing.
    await act(async () => context?.onPairing(undefined))
    expect(await screen.findByRole('heading', { name: 'Connecting…' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Scan with Kestrel' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull()
    // The connect then fails: the failure is said with a retry, and the retry waits for its own code.
    await act(async () => test.evm.settlePending('reject'))
    const retry = await screen.findByRole('button', { name: 'Try again' })
    await act(async () => retry.click())
    await waitFor(() => expect(test.evm.callsOf('connect').length).toBe(2))
    expect(screen.getByRole('heading', { name: 'Scan with Kestrel' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Connecting…' })).toBeNull()
  })

  it('says so when the app has no WalletConnect connector, and shows no QR', async () => {
    const { screen } = await openPairing({ connectors: [] })
    expect(await screen.findByRole('heading', { name: 'WalletConnect is not set up' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
  })
})
