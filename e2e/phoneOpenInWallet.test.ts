import { startTestWallet, type TestWallet } from '@sigil/devnet/relay-wallet'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { accountPanel, clientState, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { injectAxe, runAxe } from './support/viewAxe.js'
import { clippedText, settledView, smallTargets } from './support/viewChecks.js'

// A phone browser with no wallet in the page: the test wallet neither announces nor injects.
const NO_WALLET = { announce: false, injected: false }

/** Connect → All wallets → search → the wallet's tile, as a person taps through on a phone. */
async function pickFromAllWallets(page: Page, name: string): Promise<void> {
  await connectButton(page).tap()
  await shownView(page, 'Connect').getByRole('button', { name: 'All wallets' }).tap()
  const all = shownView(page, 'AllWallets')
  await all.getByRole('searchbox', { name: 'Search wallets' }).fill(name)
  await all.getByRole('button', { name, exact: true }).tap()
  await shownView(page, 'ConnectingWalletConnect').waitFor()
}

const pageAddress = (page: Page) => page.evaluate(() => ({ href: location.href, origin: location.origin }))
const networkPanelButton = (page: Page, name: RegExp) =>
  page.locator('[data-panel="network"]').getByRole('button', { name })

describe('a phone browser without a wallet in the page', () => {
  const demo = useDemo()
  const phones: TestWallet[] = []
  afterAll(async () => {
    for (const phone of phones) await phone.stop()
  })

  it('R-WC-01 Phantom, which does not pair, offers "Open in Phantom": its documented browse link to this page, and no code', async () => {
    const { page, blockedRequests } = await demo.open(NO_WALLET, { phone: true })
    await pickFromAllWallets(page, 'Phantom')
    const view = shownView(page, 'ConnectingWalletConnect')
    const open = view.getByRole('link', { name: 'Open in Phantom' })
    const { href, origin } = await pageAddress(page)
    expect(await open.getAttribute('href')).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`,
    )
    await view.getByRole('heading', { name: 'Open this page in Phantom' }).waitFor()
    expect(await view.locator('svg.sigil-qr').count()).toBe(0)
    expect(await view.getByRole('link', { name: 'Open Phantom' }).count()).toBe(0)
    await snap(page, 'phone-open-in-phantom')
    await settledView(page)
    expect(await smallTargets(page)).toEqual([])
    await injectAxe(page)
    expect((await runAxe(page)).violations).toEqual([])
    // Closing asks no wallet for anything: nothing was, or is, being connected.
    await modal(page).getByRole('button', { name: 'Close' }).tap()
    await modal(page).waitFor({ state: 'detached' })
    expect((await clientState(page)).status.eip155).toBe('disconnected')
    expect(await connectButton(page).getAttribute('data-state')).not.toBe('connecting')
    expect(blockedRequests).toEqual([])
  })

  it('R-WC-01 on Solana, Solflare offers "Open in Solflare" with its browse link, in Hebrew too', async () => {
    const { page } = await demo.open(NO_WALLET, { phone: true })
    await networkPanelButton(page, /^Solana Devnet/).tap()
    await page.getByLabel('Modal language').selectOption('he', { force: true })
    await connectButton(page).tap()
    await shownView(page, 'Connect').getByRole('button', { name: 'כל הארנקים' }).tap()
    const all = shownView(page, 'AllWallets')
    await all.getByRole('searchbox').fill('Solflare')
    await all.getByRole('button', { name: 'Solflare', exact: true }).tap()
    const view = shownView(page, 'ConnectingWalletConnect')
    const open = view.getByRole('link', { name: 'פתיחה ב־Solflare' })
    const { href, origin } = await pageAddress(page)
    expect(await open.getAttribute('href')).toBe(
      `https://solflare.com/ul/v1/browse/${encodeURIComponent(href)}?ref=${encodeURIComponent(origin)}`,
    )
    expect(await page.locator('sigil-modal').getAttribute('dir')).toBe('rtl')
    expect(await view.locator('svg.sigil-qr').count()).toBe(0)
    await snap(page, 'phone-open-in-solflare-he')
  })

  it('R-UI-05 the Open-in and deep-link words fit a phone in every shipped language', async () => {
    const { page } = await demo.open(NO_WALLET, { phone: true })
    const menu = page.getByLabel('Modal language')
    const locales = await menu
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    const clipped: string[] = []
    for (const wallet of ['Phantom', 'Trust Wallet']) {
      await menu.selectOption('en', { force: true })
      await pickFromAllWallets(page, wallet)
      for (const locale of locales) {
        await menu.selectOption(locale, { force: true })
        await page.locator(`sigil-modal[lang="${locale}"]`).waitFor({ state: 'attached' })
        await settledView(page)
        clipped.push(...(await clippedText(page)).map((text) => `${locale} ${wallet}: ${text.text}`))
        if (locale === 'de') await snap(page, `phone-${wallet.split(' ')[0]!.toLowerCase()}-de`)
      }
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'detached' })
    }
    expect(clipped).toEqual([])
  })

  it('R-WC-01 R-WC-03 MetaMask, which pairs, opens by a WalletConnect deep link whose pairing URI the wallet SDK pairs with', async () => {
    const { page, blockedRequests } = await demo.open(NO_WALLET, { phone: true })
    await pickFromAllWallets(page, 'MetaMask')
    const view = shownView(page, 'ConnectingWalletConnect')
    const deepLink = view.getByRole('link', { name: 'Open MetaMask', exact: true })
    const link = (await deepLink.getAttribute('href')) ?? ''
    // The registry's app scheme, `metamask://`, as WalletConnect's native format: scheme://wc?uri=<encoded>.
    expect(link).toMatch(/^metamask:\/\/wc\?uri=wc%3A[0-9a-f]{64}%402%3F/)
    const uri = decodeURIComponent(link.slice('metamask://wc?uri='.length))
    // Its browser, after it.
    const { href } = await pageAddress(page)
    const here = new URL(href)
    expect(await view.getByRole('link', { name: 'Open this page in MetaMask' }).getAttribute('href')).toBe(
      `https://link.metamask.io/dapp/${here.host}${here.pathname === '/' ? '' : here.pathname}${here.search}${here.hash}`,
    )
    expect(await view.locator('svg.sigil-qr').count()).toBe(0)
    await snap(page, 'phone-metamask-deep-link')
    await settledView(page)
    expect(await smallTargets(page)).toEqual([])
    await injectAxe(page)
    expect((await runAxe(page)).violations).toEqual([])

    // What the wallet app would do with the link: pair with the URI it carries.
    const phone = await startTestWallet({
      relayUrl: demo.app.devnet.urls.relay,
      projectId: demo.app.devnet.projectId,
      privateKey: demo.app.devnet.accounts[6]!.privateKey,
      chainIds: demo.app.devnet.chains.map((chain) => chain.chainId),
    })
    phones.push(phone)
    await phone.pair(uri)
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: phone.account.address })
      .waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(blockedRequests).toEqual([])
  })
})
