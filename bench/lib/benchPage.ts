import type { BrowserContext, Page } from 'playwright-core'
import { installBenchWallet, pageInit } from './pageScripts.js'
import { type AppSpec, BENCH_WALLET, EXTERNAL, NAME_SHIM } from './runPage.js'

/**
 * A page of `context` set up as the bench sets one up: requests leaving loopback aborted, the bench
 * wallet announced where the app connects one, and the in-page marks (`window.__bench`).
 */
export async function benchPage(context: BrowserContext, spec: AppSpec): Promise<Page> {
  await context.route(EXTERNAL, (route) => route.abort('blockedbyclient'))
  const page = context.pages()[0] ?? (await context.newPage())
  await page.addInitScript(NAME_SHIM)
  if (spec.connect) await page.addInitScript(installBenchWallet, BENCH_WALLET)
  await page.addInitScript(pageInit, { button: spec.buttonInPage ?? spec.button, wallets: spec.wallets })
  return page
}
