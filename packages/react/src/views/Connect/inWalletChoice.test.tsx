import type { Connector } from '@sigil/core'
import { createFakeAuthConnector, createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

const connector = (id: string, type: Connector['type'], rdns?: string): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  ...(rdns ? { info: { rdns } } : {}),
})

async function openConnect(
  connectors: Connector[],
  { isMobile, inAppBrowser }: { isMobile: boolean; inAppBrowser?: boolean },
) {
  const auth = createFakeAuthConnector()
  const test = createTestClient({
    solana: false,
    evm: { connectors },
    ...auth.config,
    isMobile: () => isMobile,
    ...(inAppBrowser === undefined ? {} : { contexts: { inAppBrowser } }),
  })
  await test.client.ready()
  await import('./ConnectView.js')
  const rendered = await renderModal(test.client, {
    loadWallets: async () => ({ wallets: [], count: 0 }),
  })
  await act(async () => test.client.open({ view: 'Connect' }))
  await waitFor(() => expect(rendered.shadow.querySelector('section[data-method]')).not.toBeNull())
  const inWallet = () => rendered.shadow.querySelector('[data-context="in-app-browser"]')
  return { ...test, ...rendered, inWallet }
}

const phoneWallets = () => [
  connector('WalletConnect', 'WALLET_CONNECT'),
  connector('Rabbit', 'ANNOUNCED', 'io.rabbit'),
]

describe('Connect inside a wallet’s own browser on a phone', () => {
  it('R-UI-08 R-EVM-01 the wallet in the page is the one big choice, and one tap connects it', async () => {
    const { screen, client, inWallet } = await openConnect(phoneWallets(), { isMobile: true })
    expect(inWallet()).not.toBeNull()
    expect(screen.getByText('This page is open in Rabbit.')).toBeTruthy()
    // No pairing: WalletConnect is not a row of its own, and no code is drawn.
    expect(screen.queryByRole('button', { name: 'WalletConnect' })).toBeNull()
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Connect with Rabbit' })))
    await waitFor(() => expect(client.getState().connection.status.eip155).toBe('connected'))
  })

  it('R-UI-08 other wallets stay one row below, leading to All wallets', async () => {
    const { screen, client } = await openConnect(phoneWallets(), { isMobile: true })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Other wallets' })))
    expect(client.getState().router.view).toBe('AllWallets')
  })

  it('R-UI-09 on a computer, and with the context turned off, the usual list shows', async () => {
    const computer = await openConnect(phoneWallets(), { isMobile: false })
    expect(computer.inWallet()).toBeNull()
    expect(computer.screen.getByRole('button', { name: 'Rabbit' })).toBeTruthy()
    cleanupModals()
    const off = await openConnect(phoneWallets(), { isMobile: true, inAppBrowser: false })
    expect(off.inWallet()).toBeNull()
    expect(off.screen.getByRole('button', { name: 'Rabbit' })).toBeTruthy()
  })

  it('R-UI-09 a phone browser without a wallet in the page keeps its list', async () => {
    const { inWallet, screen } = await openConnect([connector('WalletConnect', 'WALLET_CONNECT')], {
      isMobile: true,
    })
    expect(inWallet()).toBeNull()
    expect(screen.getByRole('button', { name: 'WalletConnect' })).toBeTruthy()
  })
})
