import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createDevnetLogger, FaultSwitches, type SecureSite, startSecureSite } from '@sigil/devnet'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newLoopbackContext } from './support/browser.js'

/** A page that frames the secure site and writes what the frame says into its title. */
function hostPage(site: string): string {
  return `<!doctype html><title>waiting</title><iframe src="${site}/sdk?projectId=p&chainId=eip155:31337"></iframe>
<script>addEventListener('message', (event) => { if (event.origin === ${JSON.stringify(site)}) document.title = 'frame:' + event.data.type })</script>`
}

async function serveOn(host: string, html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/`, server }
}

describe('R-SEC-10 the secure site can be framed only by an allowed ancestor', () => {
  let browser: Browser
  let site: SecureSite
  const servers: Server[] = []

  beforeAll(async () => {
    ;[browser, site] = await Promise.all([
      launchBrowser(),
      startSecureSite({
        host: '127.0.0.1',
        rpcUrls: new Map([[31337, 'http://127.0.0.1:9/unused']]),
        faults: new FaultSwitches(),
        log: createDevnetLogger(),
      }),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    for (const server of servers) server.close()
  })

  it('R-SEC-10 a page on 127.0.0.1 (any port) gets the frame and its ready event', async () => {
    const host = await serveOn('127.0.0.1', hostPage(site.url))
    servers.push(host.server)
    const { context } = await newLoopbackContext(browser)
    const page = await context.newPage()
    await page.goto(host.url)
    await page.waitForFunction(() => document.title === 'frame:@w3m-frame/READY')
    await context.close()
  })

  it('R-SEC-10 a page on another origin ([::1], not on the list) is refused by the browser and hears nothing', async () => {
    const host = await serveOn('::1', hostPage(site.url))
    servers.push(host.server)
    const { context } = await newLoopbackContext(browser)
    const page = await context.newPage()
    const refused = page.waitForEvent('console', (message) => message.text().includes('frame-ancestors'))
    await page.goto(host.url)
    expect((await refused).text()).toMatch(/Framing .* violates .*frame-ancestors/)
    expect(await page.title()).toBe('waiting')
    await context.close()
  })
})
