import { type Browser, type BrowserContext, chromium } from 'playwright-core'

/** Flags that keep Chromium quiet on a machine with no network beyond loopback. */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export function chromiumPath(): string {
  const path = process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium'
  return path
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
}

const isLoopback = (url: string): boolean => {
  const { protocol, hostname } = new URL(url)
  if (protocol === 'data:' || protocol === 'blob:') return true
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]'
}

/**
 * A context that aborts every request leaving loopback and records it, so a test can
 * assert that nothing tried to reach the internet.
 */
export async function newLoopbackContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; blockedRequests: string[] }> {
  const context = await browser.newContext(options)
  const blockedRequests: string[] = []
  await context.route(
    (url) => !isLoopback(url.href),
    (route) => {
      blockedRequests.push(route.request().url())
      return route.abort('blockedbyclient')
    },
  )
  return { context, blockedRequests }
}
