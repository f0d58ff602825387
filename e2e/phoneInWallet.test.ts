import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  modal,
  PHONE_VIEWPORT,
  shownView,
  snap,
} from './support/journey.js'
import { SolanaTestWallet } from './support/solanaTestWallet.js'
import { useDemo } from './support/useDemo.js'
import { injectAxe, runAxe } from './support/viewAxe.js'
import { settledView, smallTargets } from './support/viewChecks.js'

// The demo inside a wallet's own browser on a phone: the test wallet's provider is on the page
// (announced over EIP-6963, as a wallet's in-app browser does) and the page is on a phone.
describe('a phone inside a wallet’s own browser', () => {
  const demo = useDemo()

  it('R-UI-08 R-EVM-01 at phone size the wallet in the page is one big choice, one tap, and no code to scan', async () => {
    const { page, wallet, blockedRequests } = await demo.open({}, { phone: true })
    // WalletConnect's relay: reaching for an entry that pairs makes a pairing ahead, the in-app choice not.
    const relay = new URL(demo.app.devnet.urls.relay).host
    const sockets: string[] = []
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).host === relay) sockets.push(socket.url())
    })
    await connectButton(page).click()
    const connect = shownView(page, 'Connect')
    const choice = connect.locator('[data-context="in-app-browser"]')
    await choice.getByText('This page is open in Sigil Test Wallet.').waitFor()
    const button = choice.getByRole('button', { name: 'Connect with Sigil Test Wallet' })
    // One big choice: the button spans the card's width.
    const [buttonBox, cardBox] = await Promise.all([button.boundingBox(), connect.boundingBox()])
    expect(buttonBox!.width).toBeGreaterThan(cardBox!.width * 0.8)
    expect(buttonBox!.height).toBeGreaterThanOrEqual(44)
    // Nothing to pair: no WalletConnect row, no QR code anywhere.
    expect(await connect.getByRole('button', { name: 'WalletConnect', exact: true }).count()).toBe(0)
    expect(await modal(page).locator('svg.sigil-qr').count()).toBe(0)
    await snap(page, 'phone-in-wallet')
    expect(sockets).toEqual([])
    // Touch targets of 44 px, and nothing axe finds serious.
    await settledView(page)
    expect(await smallTargets(page)).toEqual([])
    await injectAxe(page)
    expect((await runAxe(page)).violations).toEqual([])

    await button.tap()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(blockedRequests).toEqual([])
  })

  it('R-UI-08 inside a Solana wallet’s browser (wallet standard) that wallet is the one tap, and connects Solana', async () => {
    const { page } = await demo.open({ announce: false, injected: false }, { phone: true })
    const solana = new SolanaTestWallet({ secretKey: demo.app.devnet.solanaKeys[0]!.secretKey })
    await solana.attach(page.context())
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    await connectButton(page).tap()
    const choice = shownView(page, 'Connect').locator('[data-context="in-app-browser"]')
    await choice.getByRole('button', { name: `Connect with ${solana.name}` }).tap()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: solana.address }).waitFor()
    expect((await clientState(page)).status).toMatchObject({ solana: 'connected' })
    await snap(page, 'phone-in-solana-wallet-connected')
  })

  it('R-UI-08 other wallets are one row below the choice, and lead to All wallets', async () => {
    const { page } = await demo.open({}, { phone: true })
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Other wallets' }).tap()
    await shownView(page, 'AllWallets').waitFor()
  })

  it('R-UI-08 in Hebrew the choice reads right to left', async () => {
    const { page } = await demo.open({}, { phone: true })
    await page.getByLabel('Modal language').selectOption('he', { force: true })
    await connectButton(page).click()
    const host = page.locator('sigil-modal')
    await modal(page).getByRole('button', { name: 'התחברות עם Sigil Test Wallet' }).waitFor()
    expect(await host.getAttribute('dir')).toBe('rtl')
    await snap(page, 'phone-in-wallet-he')
  })

  it('R-UI-09 a touch screen at phone size whose platform is not a phone keeps the list: a wallet’s browser says phone', async () => {
    const { page } = await demo.open({}, { viewport: PHONE_VIEWPORT, hasTouch: true })
    await connectButton(page).click()
    const connect = shownView(page, 'Connect')
    await connect.getByRole('button', { name: 'Sigil Test Wallet', exact: true }).waitFor()
    expect(await connect.locator('[data-context="in-app-browser"]').count()).toBe(0)
  })

  it('R-UI-09 a narrow desktop window with the same wallet keeps the desktop list and its pairing code', async () => {
    const { page } = await demo.open({}, { viewport: PHONE_VIEWPORT })
    await connectButton(page).click()
    const connect = shownView(page, 'Connect')
    await connect.getByRole('button', { name: 'Sigil Test Wallet', exact: true }).waitFor()
    expect(await connect.locator('[data-context="in-app-browser"]').count()).toBe(0)
    await connect.getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await shownView(page, 'ConnectingWalletConnect').locator('svg.sigil-qr').waitFor()
    await snap(page, 'phone-narrow-desktop')
  })
})
