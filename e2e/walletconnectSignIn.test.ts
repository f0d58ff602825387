import { startTestWallet, type TestWallet } from '@sigil/devnet/relay-wallet'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { clientReady, modal, shownView, snap, truncatedAddress } from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { scanPairing } from './support/walletConnectPairing.js'

type Page = Awaited<ReturnType<ReturnType<typeof useDemo>['open']>>['page']

const signInStatus = (page: Page) => page.locator('[data-panel="signin"]').getByTestId('signin-status')
const signedInAs = (page: Page, address: string) =>
  signInStatus(page)
    .filter({ hasText: `Signed in as ${truncatedAddress(address)}` })
    .waitFor()

/** The sessions the demo's browser store holds (its default key), as the page reads them. */
const storedSessions = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('sigil:siwx:sessions') ?? '[]') as {
        data: { chainId: string; accountAddress: string }
        message: string
        signature: string
      }[],
  )

describe('one-click sign-in: a phone wallet connects and signs in with one approval', () => {
  const demo = useDemo()
  const wallets: TestWallet[] = []
  afterAll(async () => {
    for (const wallet of wallets) await wallet.stop()
  })
  const phone = async (index: number, signInWhileConnecting: boolean) => {
    const wallet = await startTestWallet({
      relayUrl: demo.app.devnet.urls.relay,
      projectId: demo.app.devnet.projectId,
      privateKey: demo.app.devnet.accounts[index]!.privateKey,
      chainIds: demo.app.devnet.chains.map((chain) => chain.chainId),
      signInWhileConnecting,
    })
    wallets.push(wallet)
    return wallet
  }

  it('R-WC-03 R-SIWX-01 R-SIWX-05: the QR pairs a wallet that signs in while approving; the modal closes signed in, no second signature is asked, and a reload keeps it', async () => {
    const { page, blockedRequests, close } = await demo.open({}, { path: '?signin=browser' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const { uri } = await scanPairing(page)
    const wallet = await phone(5, true)
    await wallet.pair(uri)

    await modal(page).waitFor({ state: 'detached' })
    await signedInAs(page, wallet.account.address)
    await snap(page, '62-walletconnect-one-click-signed-in')
    // One approval: the sign-in was signed inside it, once per chain; nothing was asked after.
    expect(wallet.signedIn).toHaveLength(demo.app.devnet.chains.length)
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toEqual([])
    expect(await shownView(page, 'SIWXSignMessage').count()).toBe(0)

    // What the page stored is what the wallet signed, for this page, and it verifies.
    const sessions = await storedSessions(page)
    expect(sessions.map((session) => session.message).sort()).toEqual(
      wallet.signedIn.map((entry) => entry.message).sort(),
    )
    for (const session of sessions) {
      expect(session.message.startsWith(`${new URL(demo.app.url).host} wants you to sign in`)).toBe(true)
      expect(
        await verifyMessage({
          address: wallet.account.address,
          message: session.message,
          signature: session.signature as Hex,
        }),
      ).toBe(true)
    }

    await page.reload()
    await signedInAs(page, wallet.account.address)
    await clientReady(page)
    expect(await modal(page).count()).toBe(0)
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toEqual([])
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-WC-03 R-SIWX-01: with sessions held by devnet’s blockchain service, the one-click sign-in uses the service’s nonce and the service verifies and holds it', async () => {
    const { page, blockedRequests, close } = await demo.open({}, { path: '?signin=service' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const { uri } = await scanPairing(page)
    const wallet = await phone(7, true)
    await wallet.pair(uri)

    await modal(page).waitFor({ state: 'detached' })
    await signedInAs(page, wallet.account.address)
    expect(wallet.requests.filter((request) => request.method === 'personal_sign')).toEqual([])
    const ids = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('sigil-demo:siwx:service'))) ?? '[]',
    ) as { id: string }[]
    // The service's nonce is good once: it holds the first chain's sign-in of the approval.
    expect(ids).toHaveLength(1)
    const held = (await (
      await fetch(
        `${demo.app.devnet.urls.blockchain}/v1/sessions/${ids[0]!.id}?projectId=${demo.app.devnet.projectId}`,
      )
    ).json()) as { address: string; chainId: string; message: string; revoked: boolean }
    expect(held).toMatchObject({ address: wallet.account.address, chainId: 'eip155:31337', revoked: false })
    expect(held.message).toMatch(/\nNonce: [0-9a-f]{24}\n/)
    expect(wallet.signedIn.map((entry) => entry.message)).toContain(held.message)
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-WC-03 R-SIWX-04 R-SIWX-06: a wallet without one-click sign-in connects, then the sign view asks and signing over the relay signs in', async () => {
    const { page, blockedRequests, close } = await demo.open({}, { path: '?signin=browser' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const { uri } = await scanPairing(page)
    const wallet = await phone(6, false)
    await wallet.pair(uri)

    const signView = shownView(page, 'SIWXSignMessage')
    await signView.getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await signedInAs(page, wallet.account.address)
    expect(wallet.signedIn).toEqual([])
    expect(wallet.requests.map((request) => request.method)).toEqual(['personal_sign'])
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })
})
