import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { loginWithEmail, newEmail, watchErrors } from './support/embeddedLogin.js'
import { accountPanel, clientState, connectButton, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const SOL = 1_000_000_000n

async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

describe('Send through the embedded wallet on Solana (devnet secure site, litesvm)', () => {
  const demo = useDemo()

  it('R-ACCT-03 R-ACCT-15 R-EMBED-19 R-EMBED-24 sends SOL from Send, approved on the secure site: the success shows and both balances change; Account on Solana names the email', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const errors = watchErrors(page)
    const rpcUrl = demo.app.devnet.urls.solana
    const receiver = demo.app.devnet.solanaKeys[1]!.address
    const email = newEmail()
    await loginWithEmail(page, demo.app.devnet.urls.admin, email)
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({ eip155: 'connected', solana: 'connected' })
    await page
      .locator('[data-panel="network"]')
      .getByRole('button', { name: /^Solana Devnet/ })
      .click()
    const address =
      (await page.evaluate(() => {
        const element = document.querySelector('sigil-modal') as unknown as {
          client: { getState(): { accounts: { solana: { address?: string } } } }
        }
        return element.client.getState().accounts.solana.address
      })) ?? ''
    await accountPanel(page).getByTestId('account-address').filter({ hasText: address }).waitFor()
    // The secure site funds a new Solana account with 10 SOL.
    await expect.poll(() => lamportsOf(rpcUrl, address)).toBe(10n * SOL)
    const receiverBefore = await lamportsOf(rpcUrl, receiver)

    // Account on Solana names who signed in, as on EVM.
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.getByTestId('account-email').waitFor()
    expect(await account.getByTestId('account-email').textContent()).toContain(email)
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.getByRole('button', { name: 'Token SOL Solana' }).waitFor()
    await send.getByLabel('Amount', { exact: true }).fill('0.25')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.locator('button[type="submit"]').click()
    expect(await send.getByTestId('review-amount').textContent()).toBe('0.25 SOL')
    await send.getByRole('button', { name: 'Send', exact: true }).click()

    // The approval covers Send; the secure site asks on its own page.
    // The modal's card steps aside for the frame's: the view is there, not drawn.
    await page
      .locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
      .waitFor({ state: 'attached' })
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    const frame = page.frameLocator(`iframe[src^="${site}/sdk"]`)
    await frame.getByText(/^Sigil demo asks you to /).waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()

    // Back on Send: the outcome of the send, not an empty form.
    const back = shownView(page, 'Send')
    await back.getByTestId('send-result').and(page.locator('[data-status="success"]')).waitFor()
    await snap(page, 'embedded-41-solana-sent')
    expect(await back.getByRole('heading', { level: 3 }).textContent()).toBe('Sent 0.25 SOL')
    const hash = (await back.getByTestId('send-hash').textContent()) ?? ''
    expect(base58.decode(hash)).toHaveLength(64)
    expect(await lamportsOf(rpcUrl, receiver)).toBe(receiverBefore + SOL / 4n)
    expect(await lamportsOf(rpcUrl, address)).toBe(10n * SOL - SOL / 4n - 5000n)

    // Account shows the new balance.
    await back.getByRole('button', { name: 'Done' }).click()
    await shownView(page, 'Account')
      .getByText(/9\.7(5|49)\d* SOL/)
      .first()
      .waitFor()
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })
})
