import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BitcoinTestWallets } from './support/bitcoinTestWallets.js'
import {
  accountPanel,
  clientReady,
  connectButton,
  connectFromModal,
  modal,
  shownView,
  snap,
  truncatedAddress,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const status = (page: Page) => page.locator('[data-panel="signin"]').getByTestId('signin-status')

/** The sessions the demo's browser store holds (its default key). */
const storedSessions = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('sigil:siwx:sessions') ?? '[]') as {
        data: { chainId: string; accountAddress: string; nonce: string }
        message: string
        signature: string
      }[],
  )

describe('sign in with a Bitcoin wallet on the demo', () => {
  const demo = useDemo()

  it('R-SIWX-01 R-SIWX-04 R-SIWX-06 R-SIWX-05: a sats-connect wallet connects on Bitcoin, signs the CAIP-122 message (BIP-322), the page says Signed in as …, and a reload keeps it', async () => {
    const { page, blockedRequests, close } = await demo.open({}, { path: '?signin=browser' })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const wallets = new BitcoinTestWallets(demo.app.devnet.bitcoinKeys[0]!.label)
    await wallets.attach(page.context())
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)

    await page
      .locator('[data-panel="network"]')
      .getByRole('button', { name: /^Bitcoin Testnet/ })
      .click()
    await connectFromModal(page, wallets.satsName)
    const { payment } = wallets.key
    const signView = shownView(page, 'SIWXSignMessage')
    await signView.getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await status(page)
      .filter({ hasText: `Signed in as ${truncatedAddress(payment)}` })
      .waitFor()
    await snap(page, '65-siwx-bitcoin-signed-in')

    // The wallet signed the CAIP-122 text for this page with its payment address; the
    // reference BIP-322 implementation agrees with the verifier that let it be stored.
    const [session] = await storedSessions(page)
    expect(session?.data.chainId).toMatch(/^bip122:/)
    expect(session?.data.accountAddress).toBe(payment)
    expect(session?.message).toMatch(
      new RegExp(
        `^${new URL(demo.app.url).host} wants you to sign in with your Bitcoin account:\\n${payment}\\n`,
      ),
    )
    expect(wallets.signed.at(-1)).toMatchObject({ address: payment, message: session?.message })
    expect(Verifier.verifySignature(payment, session!.message, session!.signature)).toBe(true)

    const signatures = wallets.signed.length
    await page.reload()
    await status(page)
      .filter({ hasText: `Signed in as ${truncatedAddress(payment)}` })
      .waitFor()
    await clientReady(page)
    await accountPanel(page).getByTestId('account-address').filter({ hasText: payment }).waitFor()
    expect(wallets.signed).toHaveLength(signatures)
    expect(await modal(page).count()).toBe(0)
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })
})
