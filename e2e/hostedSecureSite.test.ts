import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { build } from 'esbuild'
import { createPublicClient, http, toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newLoopbackContext } from './support/browser.js'
import { addressOf, codeOf, loginWithEmail, newEmail } from './support/embeddedLogin.js'
import { frameSchemaRefusals, recordFrameMessages } from './support/frameMessages.js'
import { HOSTED_SECURE_SITE, routeHostedSecureSite } from './support/hostedSecureSite.js'
import { serveHtml } from './support/staticServer.js'
import { useDemo } from './support/useDemo.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** AppKit's own frame client bundled for a browser page (see support/appKitFrameClient.ts). */
async function appKitPage(): Promise<string> {
  const bundle = await build({
    entryPoints: [new URL('./support/appKitFrameClient.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
    logLevel: 'silent',
  })
  const script = bundle.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script')
  return `<!doctype html><html><head><title>AppKit frame client</title></head><body><script type="module">${script}</script></body></html>`
}

describe('the hosted secure site’s protocol, held to AppKit’s own frame code', () => {
  const demo = useDemo()
  let page: { url: string; close: () => Promise<void> } | undefined
  beforeAll(async () => {
    page = await serveHtml(await appKitPage())
  })
  afterAll(async () => {
    await page?.close()
  })

  it('R-EMBED-25 R-EMBED-27 Sigil pointed at https://secure.walletconnect.org (routed to devnet) loads /sdk with the real query and logs in by email over @w3m- messages', async () => {
    const journey = await demo.open()
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    await routeHostedSecureSite(journey.context, site)
    // The page's services as a deployment against the hosted cloud would set them.
    await journey.context.route('**/devnet.json', async (route) => {
      const response = await route.fetch()
      const info = (await response.json()) as { services: Record<string, string> }
      await route.fulfill({
        response,
        json: { ...info, services: { ...info.services, embeddedWalletUrl: HOSTED_SECURE_SITE } },
      })
    })
    await journey.page.reload()
    const address = await loginWithEmail(journey.page, demo.app.devnet.urls.admin)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    const frame = journey.page.frames().find((entry) => entry.url().startsWith(`${HOSTED_SECURE_SITE}/sdk?`))
    expect(frame).toBeDefined()
    const query = new URL(frame!.url()).searchParams
    expect(Object.fromEntries(query)).toEqual({
      projectId: expect.any(String),
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: expect.stringMatching(/^(true|false)$/),
      rpcUrl: demo.app.devnet.urls.rpc[31337],
    })
    const hosted = journey.frameMessages.filter(
      ({ senderOrigin, receiverOrigin }) =>
        senderOrigin === HOSTED_SECURE_SITE || receiverOrigin === HOSTED_SECURE_SITE,
    )
    const types = new Set(hosted.map(({ data }) => data.type))
    for (const type of [
      '@w3m-frame/READY',
      '@w3m-app/SYNC_DAPP_DATA',
      '@w3m-app/CONNECT_EMAIL',
      '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      '@w3m-app/CONNECT_OTP',
      '@w3m-frame/CONNECT_OTP_SUCCESS',
      '@w3m-frame/SESSION_UPDATE',
      '@w3m-app/GET_USER',
      '@w3m-frame/GET_USER_SUCCESS',
    ])
      expect(types).toContain(type)
    expect(journey.blockedRequests).toEqual([])
  })

  it('R-EMBED-13 R-EMBED-19 AppKit’s W3mFrameProvider logs in by email through devnet’s site, reads the user, signs a message and switches network; R-EMBED-24 reads and signs with the Solana account', async () => {
    const { context, blockedRequests } = await newLoopbackContext(demo.browser)
    try {
      const messages = await recordFrameMessages(context)
      await routeHostedSecureSite(context, new URL(demo.app.devnet.urls.embeddedWallet).origin)
      const tab = await context.newPage()
      const errors: string[] = []
      tab.on('pageerror', (error) => errors.push(error.message))
      await tab.goto(page!.url)
      await tab.waitForFunction(() => 'appKitFrame' in window)
      const networks = [
        ...[31337, 31338].map((id) => ({
          id,
          caipNetworkId: `eip155:${id}`,
          chainNamespace: 'eip155',
          rpcUrls: { default: { http: [demo.app.devnet.urls.rpc[id]!] } },
        })),
        {
          id: SOLANA_DEVNET.slice('solana:'.length),
          caipNetworkId: SOLANA_DEVNET,
          chainNamespace: 'solana',
          rpcUrls: { default: { http: [demo.app.devnet.urls.solana] } },
        },
      ]
      await tab.evaluate(
        ([projectId, list]) => {
          const w = window as unknown as Record<string, unknown> & {
            appKitFrame: { start(projectId: string, networks: unknown): unknown }
          }
          w.provider = w.appKitFrame.start(projectId, list)
        },
        [demo.app.devnet.projectId, networks] as const,
      )
      type Provider = Record<string, (...args: unknown[]) => Promise<unknown>>
      const email = newEmail()
      expect(
        await tab.evaluate(
          (to) => (window as unknown as { provider: Provider }).provider.connectEmail!({ email: to }),
          email,
        ),
      ).toEqual({ action: 'VERIFY_OTP' })
      const otp = await codeOf(demo.app.devnet.urls.admin, email)
      await tab.evaluate(
        (code) => (window as unknown as { provider: Provider }).provider.connectOtp!({ otp: code }),
        otp,
      )
      const user = (await tab.evaluate(() =>
        (window as unknown as { provider: Provider }).provider.connect!({
          chainId: 31337,
          preferredAccountType: 'eoa',
        }),
      )) as { address: string; email: string; chainId: number }
      const owner = await addressOf(demo.app.devnet.urls.admin, email)
      expect(user).toMatchObject({ address: owner, email, chainId: 31337 })

      // personal_sign asks on the site's own page: AppKit shows its frame, the person approves.
      const message = 'Signed through AppKit’s frame client'
      const signing = tab.evaluate(
        ([data, from]) =>
          (window as unknown as { provider: Provider }).provider.request!({
            method: 'personal_sign',
            params: [data, from],
          }),
        [toHex(message), owner] as const,
      )
      await tab.evaluate(() => {
        const iframe = document.getElementById('w3m-iframe') as HTMLIFrameElement
        Object.assign(iframe.style, {
          display: 'block',
          width: '360px',
          height: '340px',
          top: '0',
          left: '0',
        })
      })
      await tab.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click()
      const signature = (await signing) as `0x${string}`
      const chain = createPublicClient({ transport: http(demo.app.devnet.urls.rpc[31337]) })
      expect(await chain.verifyMessage({ address: owner, message, signature })).toBe(true)

      // The Solana account, as AppKit's Solana auth provider reads and uses it.
      const solanaUser = (await tab.evaluate(
        (chainId) => (window as unknown as { provider: Provider }).provider.getUser!({ chainId }),
        SOLANA_DEVNET,
      )) as { address: string; chainId: string }
      expect(solanaUser.chainId).toBe(SOLANA_DEVNET)
      expect(base58.decode(solanaUser.address)).toHaveLength(32)
      const solanaMessage = new TextEncoder().encode('Signed on Solana through AppKit’s frame client')
      const solanaSigning = tab.evaluate(
        ([text, pubkey]) =>
          (window as unknown as { provider: Provider }).provider.request!({
            method: 'solana_signMessage',
            params: { message: text, pubkey },
            chainNamespace: 'solana',
          }),
        [base58.encode(solanaMessage), solanaUser.address] as const,
      )
      await tab.frameLocator('#w3m-iframe').getByRole('button', { name: 'Approve' }).click()
      const { signature: solanaSignature } = (await solanaSigning) as { signature: string }
      expect(
        ed25519.verify(base58.decode(solanaSignature), solanaMessage, base58.decode(solanaUser.address)),
      ).toBe(true)

      expect(
        await tab.evaluate(() =>
          (window as unknown as { provider: Provider }).provider.switchNetwork!({ chainId: 31338 }),
        ),
      ).toEqual({ chainId: 31338 })
      expect(
        await tab.evaluate(() => (window as unknown as { provider: Provider }).provider.getChainId!()),
      ).toEqual({ chainId: 31338 })
      expect(
        await tab.evaluate(() => (window as unknown as { provider: Provider }).provider.isConnected!()),
      ).toEqual({ isConnected: true })

      // Both directions, as recorded, pass AppKit's schema.
      expect(messages.length).toBeGreaterThan(10)
      expect(frameSchemaRefusals(messages, [HOSTED_SECURE_SITE])).toEqual([])
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    } finally {
      await context.close()
    }
  })
})
