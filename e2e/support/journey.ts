import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { newLoopbackContext } from './browser.js'
import type { DemoApp } from './demoApp.js'
import { TestWallet } from './testWallet.js'

type WalletOptions = Omit<ConstructorParameters<typeof TestWallet>[0], 'mnemonic' | 'chains'>

export type Journey = {
  page: Page
  context: BrowserContext
  wallet: TestWallet
  blockedRequests: string[]
  close: () => Promise<void>
}

/** A fresh browser context with the test wallet attached, on the demo page. */
export async function openDemo(
  browser: Browser,
  app: DemoApp,
  walletOptions: WalletOptions = {},
): Promise<Journey> {
  const wallet = new TestWallet({
    mnemonic: app.devnet.mnemonic,
    chains: app.devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    ...walletOptions,
  })
  const { context, blockedRequests } = await newLoopbackContext(browser, {
    viewport: { width: 1200, height: 820 },
  })
  await wallet.attach(context)
  const page = await context.newPage()
  await page.goto(app.url)
  await connectButton(page).waitFor()
  return { page, context, wallet, blockedRequests, close: () => context.close() }
}

export const connectButton = (page: Page): Locator => page.locator('[data-sigil-connect-button]')
export const networkButton = (page: Page): Locator => page.locator('[data-sigil-network-button]')
/** The modal's dialog, inside the open shadow root of <sigil-modal> (locators pierce it). */
export const modal = (page: Page): Locator => page.locator('sigil-modal').getByRole('dialog')
/** The view the modal shows once its arriving animation has started (a leaving one is invisible). */
export const shownView = (page: Page, view: string): Locator =>
  modal(page).locator(`.sigil-view[data-phase="in"][data-view="${view}"]`)
export const accountPanel = (page: Page): Locator => page.locator('[data-panel="account"]')

const SCREENSHOTS = new URL('../screenshots/', import.meta.url)

/** Saves a screenshot under e2e/screenshots/ for a person to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname })
}

/** Connect → the test wallet's row → connected; returns once the page shows the address. */
export async function connectFromModal(page: Page, walletName = 'Sigil Test Wallet'): Promise<void> {
  await connectButton(page).click()
  await modal(page).getByRole('button', { name: walletName, exact: true }).click()
}
