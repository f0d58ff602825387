import type { FrameLocator, Page } from 'playwright-core'
import { type Hex, isAddressEqual, numberToHex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoopbackContext } from './support/browser.js'
import { startHostPages } from './support/hostPages.js'
import { useDemo } from './support/useDemo.js'

type Answer = { result: unknown } | { error: { code: number; message: string } }

describe('the demo as a Farcaster mini app (a host page on @farcaster/miniapp-host)', () => {
  const demo = useDemo()
  let hosts: Awaited<ReturnType<typeof startHostPages>> | undefined

  beforeAll(async () => {
    hosts = await startHostPages()
  })
  afterAll(async () => {
    await hosts?.stop()
  })

  /** The host page with the demo in its frame; the host's wallet is answered here, in the test process. */
  async function openInMiniAppHost(viewport: { width: number; height: number }): Promise<{
    page: Page
    app: FrameLocator
    address: Hex
    calls: string[]
    errors: string[]
    blocked: string[]
    close: () => Promise<void>
  }> {
    const [chain] = demo.app.devnet.chains
    if (!hosts || !chain) throw new Error('the host pages start in beforeAll')
    const account = mnemonicToAccount(demo.app.devnet.mnemonic, { addressIndex: 6 })
    const calls: string[] = []
    const { context, blockedRequests } = await newLoopbackContext(demo.browser, { viewport })
    await context.exposeFunction('hostWallet', async (method: string, params: unknown[]): Promise<Answer> => {
      calls.push(method)
      switch (method) {
        case 'eth_requestAccounts':
        case 'eth_accounts':
          return { result: [account.address] }
        case 'eth_chainId':
          return { result: numberToHex(chain.chainId) }
        case 'personal_sign': {
          const [data, address] = params as [Hex, Hex]
          if (!isAddressEqual(address, account.address))
            return { error: { code: 4100, message: 'Not this wallet’s account' } }
          return { result: await account.signMessage({ message: { raw: data } }) }
        }
        default: {
          const response = await fetch(chain.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
          })
          const body = (await response.json()) as {
            result?: unknown
            error?: { code: number; message: string }
          }
          return body.error ? { error: body.error } : { result: body.result }
        }
      }
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const url = new URL('miniApp.html', hosts.url)
    url.searchParams.set('app', demo.app.url)
    url.searchParams.set('chainId', String(chain.chainId))
    await page.goto(url.href)
    return {
      page,
      app: page.frameLocator('iframe'),
      address: account.address,
      calls,
      errors,
      blocked: blockedRequests,
      close: () => context.close(),
    }
  }

  it('R-STATE-19 connects the host’s wallet silently, shows the Farcaster username, and signs a message the chain’s key verifies', async () => {
    const { page, app, address, calls, errors, blocked, close } = await openInMiniAppHost({
      width: 480,
      height: 760,
    })
    if (!hosts) throw new Error('no hosts')

    // Nobody clicked: the button shows the person's Farcaster name and picture.
    const button = app.locator('[data-sigil-connect-button]')
    await button.filter({ hasText: '@alice' }).waitFor()
    expect(await button.locator('img').getAttribute('src')).toBe(new URL('pfp.svg', hosts.url).href)
    expect(await app.locator('sigil-modal').getByRole('dialog').count()).toBe(0)
    expect(calls).toContain('eth_requestAccounts')
    expect((await app.locator('[data-panel="account"]').innerText()).toLowerCase()).toContain(
      address.toLowerCase(),
    )
    await page.screenshot({
      path: new URL('./screenshots/mini-app-host-connected.png', import.meta.url).pathname,
    })

    // Sign with the host's wallet: the signature is the host account's, checked with viem.
    await app.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await app.getByTestId('signature').textContent()) as Hex
    expect(await verifyMessage({ address, message: 'Hello from the Sigil demo', signature })).toBe(true)
    expect(calls).toContain('personal_sign')

    // The account view names the person too.
    await button.click()
    const account = app
      .locator('sigil-modal')
      .getByRole('dialog')
      .locator('.sigil-view[data-phase="in"][data-view="Account"]')
    await account.getByText('@alice', { exact: true }).waitFor()
    await page.screenshot({
      path: new URL('./screenshots/mini-app-host-account.png', import.meta.url).pathname,
    })

    expect(errors).toEqual([])
    expect(blocked).toEqual([])
    await close()
  })
})
