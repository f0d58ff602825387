import type { Browser } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newLoopbackContext } from './support/browser.js'
import { serveHtml } from './support/staticServer.js'
import { TestWallet } from './support/testWallet.js'

const MNEMONIC = 'test test test test test test test test test test test junk'

describe('the test wallet harness', () => {
  let browser: Browser
  let server: Awaited<ReturnType<typeof serveHtml>>

  beforeAll(async () => {
    browser = await launchBrowser()
    server = await serveHtml('<!doctype html><title>harness</title><p>harness</p>')
  })
  afterAll(async () => {
    await browser?.close()
    await server?.close()
  })

  it('announces itself over EIP-6963, connects, signs in the test process and rejects with 4001 on request', async () => {
    const wallet = new TestWallet({
      mnemonic: MNEMONIC,
      chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    })
    const { context, blockedRequests } = await newLoopbackContext(browser)
    await wallet.attach(context)
    const page = await context.newPage()
    await page.goto(server.url)

    const announced = await page.evaluate(
      () =>
        new Promise<{ name: string; rdns: string }>((resolve) => {
          window.addEventListener('eip6963:announceProvider', (event) => {
            const { info } = (event as CustomEvent<{ info: { name: string; rdns: string } }>).detail
            resolve({ name: info.name, rdns: info.rdns })
          })
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(announced).toEqual({ name: 'Sigil Test Wallet', rdns: 'dev.sigil.testwallet' })

    const result = await page.evaluate(async () => {
      const provider = await new Promise<{
        request: (a: { method: string; params?: unknown[] }) => Promise<unknown>
      }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) =>
          resolve((event as CustomEvent).detail.provider),
        )
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      const before = await provider.request({ method: 'eth_accounts' })
      const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
      const chainId = await provider.request({ method: 'eth_chainId' })
      const signature = await provider.request({ method: 'personal_sign', params: ['0x6869', address] })
      return { before, address, chainId, signature }
    })
    expect(result.before).toEqual([])
    expect(result.address).toBe(wallet.address)
    expect(result.chainId).toBe('0x7a69')
    expect(
      await verifyMessage({ address: wallet.address, message: 'hi', signature: result.signature as Hex }),
    ).toBe(true)

    wallet.rejectNext('personal_sign')
    const rejection = await page.evaluate(async () => {
      const provider = await new Promise<{
        request: (a: { method: string; params?: unknown[] }) => Promise<unknown>
      }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) =>
          resolve((event as CustomEvent).detail.provider),
        )
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      try {
        await provider.request({ method: 'personal_sign', params: ['0x6869', '0x0'] })
        return null
      } catch (error) {
        return (error as { code: number }).code
      }
    })
    expect(rejection).toBe(4001)
    expect(blockedRequests).toEqual([])
    await context.close()
  })
})
