import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { launchBrowser } from './browser.js'
import { type DemoApp, startDemoApp } from './demoApp.js'
import { frameSchemaRefusals } from './frameMessages.js'
import { HOSTED_SECURE_SITE } from './hostedSecureSite.js'
import { type Journey, openDemo, type PageOptions, type WalletOptions } from './journey.js'

export type Demo = {
  /** The Chromium the tests drive. */
  readonly browser: Browser
  /** The demo page's server and its devnet. */
  readonly app: DemoApp
  /** A fresh context with the test wallet attached, on the demo page (see `openDemo`). */
  open(walletOptions?: WalletOptions, pageOptions?: PageOptions): Promise<Journey>
}

/**
 * Chromium and the demo on its own devnet for the tests of the file or describe block this is
 * called in: both started side by side before the tests, closed after them. The getters read
 * them once started, so use them inside tests and hooks.
 */
export function useDemo(): Demo {
  let browser: Browser | undefined
  let app: DemoApp | undefined
  beforeAll(async () => {
    ;[browser, app] = await Promise.all([launchBrowser(), startDemoApp()])
  })
  // The e2e guard: a test fails when one of its pages threw an uncaught error or left a
  // rejection unhandled, unless the test said it expects that error (`expectPageError`), or when
  // a message between the app and the secure site is one AppKit's frame schema refuses.
  let journeys: Journey[] = []
  afterEach(async () => {
    const opened = journeys
    journeys = []
    const unexpected = opened.flatMap((journey) => journey.unexpectedPageErrors())
    await Promise.all(opened.map((journey) => journey.close().catch(() => undefined)))
    if (unexpected.length > 0)
      throw new Error(`the page threw errors the test did not expect:\n${unexpected.join('\n')}`)
    const sites = [new URL(started().app.devnet.urls.embeddedWallet).origin, HOSTED_SECURE_SITE]
    const refused = opened.flatMap((journey) => frameSchemaRefusals(journey.frameMessages, sites))
    if (refused.length > 0)
      throw new Error(`AppKit's W3mFrameSchema refused frame messages:\n${refused.join('\n')}`)
  })
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })
  const started = () => {
    if (!browser || !app) throw new Error('the demo starts in beforeAll: use it inside tests and hooks')
    return { browser, app }
  }
  return {
    get browser() {
      return started().browser
    },
    get app() {
      return started().app
    },
    open: async (walletOptions = {}, pageOptions = {}) => {
      const journey = await openDemo(started().browser, started().app, walletOptions, pageOptions)
      journeys.push(journey)
      return journey
    },
  }
}
