import type { BrowserContext } from 'playwright-core'

/** The hosted secure site's origin, which AppKit's frame code loads `/sdk` from. */
export const HOSTED_SECURE_SITE = 'https://secure.walletconnect.org'

/**
 * Routes the hosted secure site's host to devnet's site inside `context`: the frame page, its
 * API calls and everything else on that origin are answered by devnet, while the browser keeps
 * the hosted origin (for postMessage, storage and frame-ancestors). Nothing leaves loopback.
 */
export async function routeHostedSecureSite(context: BrowserContext, devnetSite: string): Promise<void> {
  await context.route(`${HOSTED_SECURE_SITE}/**`, async (route) => {
    const url = new URL(route.request().url())
    const response = await route.fetch({ url: new URL(`${url.pathname}${url.search}`, devnetSite).href })
    await route.fulfill({ response })
  })
}
