import type { BrowserContext, Page } from 'playwright-core'
import { installBenchWallet, pageInit } from './pageScripts.js'
import type { AppSpec } from './runPage.js'

/** tsx (esbuild keepNames) wraps functions in __name(); functions sent to the page need it defined. */
export const NAME_SHIM = { content: 'globalThis.__name ??= (f) => f' }
/** Requests leaving loopback, which every bench page has aborted. */
export const EXTERNAL = /^(https?|wss?):\/\/(?!(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\/)/
/** The wallet the bench announces on pages that connect one. */
export const BENCH_WALLET = { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: 'Bench Wallet' }

/** The in-page marks (`window.__bench`), and the bench wallet where the app connects one. */
export async function addBenchScripts(page: Page, spec: AppSpec): Promise<void> {
  await page.addInitScript(NAME_SHIM)
  if (spec.connect) await page.addInitScript(installBenchWallet, BENCH_WALLET)
  await page.addInitScript(pageInit, { button: spec.buttonInPage ?? spec.button, wallets: spec.wallets })
}

/**
 * A page of `context` set up as the bench sets one up: requests leaving loopback aborted, the bench
 * wallet announced where the app connects one, and the in-page marks (`window.__bench`).
 */
export async function benchPage(context: BrowserContext, spec: AppSpec): Promise<Page> {
  await context.route(EXTERNAL, (route) => route.abort('blockedbyclient'))
  const page = context.pages()[0] ?? (await context.newPage())
  await addBenchScripts(page, spec)
  return page
}

/**
 * Slows the page's main thread `rate` times (DevTools' CPU throttling), for a phone-class run.
 * The setting lives as long as the CDP session, which stays attached for the page's life.
 */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate <= 1) return
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
