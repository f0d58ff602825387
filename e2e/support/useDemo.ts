import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser.js'
import { type DemoApp, startDemoApp } from './demoApp.js'
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
    open: (walletOptions = {}, pageOptions = {}) =>
      openDemo(started().browser, started().app, walletOptions, pageOptions),
  }
}
