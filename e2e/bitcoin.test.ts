import { testBitcoinKey } from '@sigil/test/bitcoin'
import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { BitcoinTestWallets } from './support/bitcoinTestWallets.js'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  connectFromModal,
  modal,
  snap,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** The page again, with the Bitcoin test wallets in place before the app starts. */
async function withBitcoinWallets(page: Page, wallets: BitcoinTestWallets): Promise<void> {
  await wallets.attach(page.context())
  await page.reload()
  await connectButton(page).waitFor()
  await clientReady(page)
}

describe('Bitcoin on the demo page (sats-connect and wallet-standard)', () => {
  const demo = useDemo()

  it.each([
    ['sats-connect', (w: BitcoinTestWallets) => w.satsName],
    ['wallet-standard', (w: BitcoinTestWallets) => w.standardName],
  ])(
    'R-BTC-03 R-BTC-02 over %s: connect, see the payment and the ordinal address and the balance, sign a message bip322-js verifies',
    async (kind, nameOf) => {
      const { page, blockedRequests, close } = await demo.open()
      const wallets = new BitcoinTestWallets(demo.app.devnet.bitcoinKeys[0]!.label)
      await withBitcoinWallets(page, wallets)

      await page
        .locator('[data-panel="network"]')
        .getByRole('button', { name: /^Bitcoin Testnet/ })
        .click()
      await connectFromModal(page, nameOf(wallets))
      const { payment, ordinal } = wallets.key
      await accountPanel(page).getByTestId('account-address').filter({ hasText: payment }).waitFor()
      await modal(page).waitFor({ state: 'detached' })
      const addresses = accountPanel(page).getByTestId('account-addresses')
      await addresses.getByText(`payment: ${payment}`).waitFor()
      await addresses.getByText(`ordinal: ${ordinal}`).waitFor()
      await accountPanel(page).getByTestId('account-balance').filter({ hasText: '1.000 BTC' }).waitFor()
      expect((await clientState(page)).status).toMatchObject({ bip122: 'connected' })
      await snap(page, `72-bitcoin-${kind}`)

      await page.locator('[data-panel="sign"]').getByRole('button', { name: 'Sign a message' }).click()
      const signature = (await page.getByTestId('signature').textContent()) ?? ''
      expect(wallets.signed.at(-1)).toMatchObject({ address: payment, message: 'Hello from the Sigil demo' })
      expect(Verifier.verifySignature(payment, 'Hello from the Sigil demo', signature)).toBe(true)
      expect(blockedRequests).toEqual([])
      await close()
    },
  )

  it("R-BTC-03 R-BTC-02 the demo's dev wallet: one row connects Bitcoin beside EVM and Solana, shows both addresses and 1 BTC, signs BIP-322 in the page (bip322-js verifies), and a reload restores it without asking", async () => {
    const { page, blockedRequests, close } = await demo.open()
    // The key the dev wallet holds, derived here by bip322-js from devnet's seed label.
    const { payment, ordinal } = testBitcoinKey(demo.app.devnet.bitcoinKeys[0]!.label)
    await page.getByRole('switch', { name: 'Announce a burner wallet' }).check()
    // Loading, the switch is held; once it is free the wallet is registered in every namespace.
    // Its code loads first, which can take seconds on a busy machine: wait for the switch itself.
    await page
      .getByRole('switch', { name: 'Announce a burner wallet', disabled: false, checked: true })
      .waitFor()
    await page
      .locator('[data-panel="network"]')
      .getByRole('button', { name: /^Bitcoin Testnet/ })
      .click()
    await connectFromModal(page, 'Sigil Dev Wallet')
    await accountPanel(page).getByTestId('account-address').filter({ hasText: payment }).waitFor()
    const addresses = accountPanel(page).getByTestId('account-addresses')
    await addresses.getByText(`payment: ${payment}`).waitFor()
    await addresses.getByText(`ordinal: ${ordinal}`).waitFor()
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: '1.000 BTC' }).waitFor()
    await expect
      .poll(async () => (await clientState(page)).status)
      .toEqual({ eip155: 'connected', solana: 'connected', bip122: 'connected' })
    await snap(page, '75-bitcoin-dev-wallet')

    const message = 'Hello from the Sigil demo'
    await page.locator('[data-panel="sign"]').getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(Verifier.verifySignature(payment, message, signature)).toBe(true)
    expect(Verifier.verifySignature(payment, `${message}.`, signature)).toBe(false)

    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    expect((await clientState(page)).status).toMatchObject({ bip122: 'connected' })
    await accountPanel(page).getByTestId('account-address').filter({ hasText: payment }).waitFor()
    expect(blockedRequests).toEqual([])
    await close()
  })
})
