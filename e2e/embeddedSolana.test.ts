import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { loginWithEmail, watchErrors } from './support/embeddedLogin.js'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const solanaAddressOnPage = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client: { getState(): { accounts: { solana: { address?: string } } } }
    }
    return element.client.getState().accounts.solana.address
  })

describe('the embedded wallet on Solana (devnet secure site, litesvm)', () => {
  const demo = useDemo()

  it('R-EMBED-24 an email login connects the Solana account too; it signs a message the test verifies with ed25519', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const errors = watchErrors(page)
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({ eip155: 'connected', solana: 'connected' })
    const address = (await solanaAddressOnPage(page)) ?? ''
    expect(base58.decode(address)).toHaveLength(32)

    // On Solana Devnet the account panel shows the Solana account, with its SOL.
    await page
      .locator('[data-panel="network"]')
      .getByRole('button', { name: /^Solana Devnet/ })
      .click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: address }).waitFor()
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: 'SOL' }).waitFor()

    // Signing: ApproveTransaction in the modal, the question on the secure site's own page.
    const text = 'Hello from the Sigil demo'
    await page.locator('[data-panel="sign"]').getByRole('button', { name: 'Sign a message' }).click()
    // The modal's card steps aside for the frame's: the view is there, not drawn.
    await page
      .locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
      .waitFor({ state: 'attached' })
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    const frame = page.frameLocator(`iframe[src^="${site}/sdk"]`)
    await frame.getByText('Sigil demo asks you to sign this message.').waitFor()
    expect(await frame.locator('#approval-detail').textContent()).toBe(text)
    await snap(page, 'embedded-40-approve-solana-message')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(
      ed25519.verify(base58.decode(signature), new TextEncoder().encode(text), base58.decode(address)),
    ).toBe(true)
    await modal(page).waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-EMBED-24 a reload restores the Solana account with the session; signing out ends both namespaces', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const errors = watchErrors(page)
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({ eip155: 'connected', solana: 'connected' })
    const address = await solanaAddressOnPage(page)

    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(await solanaAddressOnPage(page)).toBe(address)

    // Sign out from Account (on the EVM network): the session ends on the secure site, for both.
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({ eip155: 'disconnected', solana: 'disconnected' })
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    expect((await clientState(page)).status).toMatchObject({ eip155: 'disconnected', solana: 'disconnected' })
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })
})
