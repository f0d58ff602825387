import { mkdirSync } from 'node:fs'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { newLoopbackContext } from './browser.js'
import type { DemoApp } from './demoApp.js'
import { type RecordedFrameMessage, recordFrameMessages } from './frameMessages.js'
import { TestWallet } from './testWallet.js'

export type WalletOptions = Omit<ConstructorParameters<typeof TestWallet>[0], 'mnemonic' | 'chains'>

export type Journey = {
  page: Page
  context: BrowserContext
  wallet: TestWallet
  blockedRequests: string[]
  /** The page's uncaught errors and unhandled rejections so far (the e2e guard reads these). */
  pageErrors: string[]
  /** Says this test expects the page to throw an error matching `pattern`; the guard lets it pass. */
  expectPageError: (pattern: RegExp) => void
  /** The page errors no `expectPageError` allowed. */
  unexpectedPageErrors: () => string[]
  /** The embedded wallet's frame traffic, both directions (the e2e guard holds it to AppKit's schema). */
  frameMessages: RecordedFrameMessage[]
  close: () => Promise<void>
}

/** A fresh browser context with the test wallet attached, on the demo page. */
export type PageOptions = {
  /** Path, query and hash to open, relative to the demo's root. */
  path?: string
  viewport?: { width: number; height: number }
  /** A touch screen (a phone): taps, and `pointer: coarse`. */
  hasTouch?: boolean
  /**
   * A phone as Playwright emulates one: touch, a mobile viewport (390x844 unless `viewport` says
   * otherwise) and an Android phone's user agent, which is what the modal reads.
   */
  phone?: boolean
  /** Runs on the fresh context before the page opens (e.g. routes of its own). */
  beforeOpen?: (context: BrowserContext) => Promise<void>
}

export const PHONE_VIEWPORT = { width: 390, height: 844 }
/** A Chrome on Android phone (the shape Chrome sends with its reduced user agent). */
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'

export async function openDemo(
  browser: Browser,
  app: DemoApp,
  walletOptions: WalletOptions = {},
  pageOptions: PageOptions = {},
): Promise<Journey> {
  const wallet = new TestWallet({
    mnemonic: app.devnet.mnemonic,
    chains: app.devnet.chains.map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name })),
    ...walletOptions,
  })
  const { context, blockedRequests } = await newLoopbackContext(browser, {
    viewport: pageOptions.viewport ?? (pageOptions.phone ? PHONE_VIEWPORT : { width: 1200, height: 820 }),
    ...(pageOptions.hasTouch || pageOptions.phone ? { hasTouch: true } : {}),
    ...(pageOptions.phone ? { isMobile: true, userAgent: PHONE_USER_AGENT, deviceScaleFactor: 3 } : {}),
  })
  await wallet.attach(context)
  await pageOptions.beforeOpen?.(context)
  const frameMessages = await recordFrameMessages(context)
  const page = await context.newPage()
  const errors: string[] = []
  const expected: RegExp[] = []
  // Uncaught errors and unhandled rejections both arrive here (Chromium reports both as exceptions).
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(new URL(pageOptions.path ?? '', app.url).href)
  await connectButton(page)
    .waitFor()
    .catch(async (error: unknown) => {
      // Say why: the page's own words ("The demo could not start: …") and its uncaught errors.
      const body = await page
        .locator('body')
        .innerText()
        .catch(() => '')
      throw new Error(
        `the demo page showed no Connect button. Page: ${body.slice(0, 500)} Errors: ${errors.join(' | ')}`,
        {
          cause: error,
        },
      )
    })
  return {
    page,
    context,
    wallet,
    blockedRequests,
    pageErrors: errors,
    expectPageError: (pattern) => {
      expected.push(pattern)
    },
    unexpectedPageErrors: () =>
      errors.filter((message) => !expected.some((pattern) => pattern.test(message))),
    frameMessages,
    close: () => context.close(),
  }
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

/**
 * Saves a screenshot under e2e/screenshots/ for a person to look at, once the finite
 * animations (the modal opening, a view arriving) have ended; spinners run on.
 */
export async function snap(page: Page, name: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname })
}

/** Connect → the wallet's row. On success the modal closes by itself (the core's endConnectFlow). */
export async function connectFromModal(page: Page, walletName = 'Sigil Test Wallet'): Promise<void> {
  await connectButton(page).click()
  await modal(page).getByRole('button', { name: walletName, exact: true }).click()
}

/** What a person sees once a connect from the modal succeeded: no modal, the address on the page. */
export async function connectedFromModal(page: Page, address: string): Promise<void> {
  await connectFromModal(page)
  await accountPanel(page).getByTestId('account-address').filter({ hasText: address }).waitFor()
  await modal(page).waitFor({ state: 'detached' })
}

type ClientView = {
  status: Record<string, string>
  modalOpen: boolean
  view: string
}

/** The client's own state, read through the public `client` property of <sigil-modal>. */
export async function clientState(page: Page): Promise<ClientView> {
  return page.evaluate(() => {
    type Client = {
      getState(): {
        connection: { status: Record<string, string> }
        modal: { open: boolean }
        router: { view: string }
      }
    }
    const element = document.querySelector('sigil-modal') as unknown as { client?: Client } | null
    const state = element?.client?.getState()
    if (!state) throw new Error('no <sigil-modal> with a client on the page')
    return { status: state.connection.status, modalOpen: state.modal.open, view: state.router.view }
  })
}

/** Resolves once the client's start-up (adapter set-up, reconnects) has settled. */
export async function clientReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client?: { ready(): Promise<void> }
    } | null
    if (!element?.client) throw new Error('no <sigil-modal> with a client on the page')
    await element.client.ready()
  })
}

/** An address as the modal and the button show it: `0x1234…abcd`. */
export const truncatedAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
