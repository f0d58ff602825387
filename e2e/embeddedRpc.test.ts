import { createPublicClient, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { loginWithEmail, watchErrors } from './support/embeddedLogin.js'
import { modal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('RPC through the embedded wallet', () => {
  const demo = useDemo()

  it('R-EMBED-19 R-SEC-05 a personal_sign opens ApproveTransaction, the secure site asks, and the smart account signature verifies on chain', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const address = await loginWithEmail(page, demo.app.devnet.urls.admin)
    const message = 'Hello from the Sigil demo'
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await page
      .locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
      .waitFor({ state: 'attached' })
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    const frame = page.frameLocator(`iframe[src^="${site}/sdk"]`)
    await frame.getByText('Sigil demo asks you to sign this message.').waitFor()
    expect(await frame.locator('#approval-detail').textContent()).toBe(message)
    await snap(page, 'embedded-20-approve-personal-sign')
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as `0x${string}`
    // The address is the user's smart account (eip155's default kind): the chain verifies its
    // signature (ERC-6492 until it is deployed, ERC-1271 after).
    const chain = createPublicClient({ transport: http(demo.app.devnet.urls.rpc[31337]) })
    expect(await chain.verifyMessage({ address, message, signature })).toBe(true)
    await modal(page).waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await close()
  })

  it('R-SEC-05 rejecting on the secure site rejects the request with 4001, and the modal closes', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    await page.frameLocator(`iframe[src^="${site}/sdk"]`).getByRole('button', { name: 'Reject' }).click()
    await page.getByRole('alert').filter({ hasText: 'Not signed' }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(errors).toEqual([])
    await close()
  })

  it('R-EMBED-20 R-ERR-08 a method on neither list is refused: Requested RPC call is not allowed, then Action not allowed', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    const refusal = await page.evaluate(async () => {
      const element = document.querySelector('sigil-modal') as unknown as {
        client: { getProvider(namespace: string): { request(args: { method: string }): Promise<unknown> } }
      }
      try {
        await element.client.getProvider('eip155').request({ method: 'eth_sign' })
        return 'signed'
      } catch (error) {
        return (error as { shortMessage?: string }).shortMessage
      }
    })
    expect(refusal).toBe('Requested RPC call is not allowed')
    await modal(page).waitFor()
    await modal(page).getByText('Action not allowed').waitFor()
    await snap(page, 'embedded-21-action-not-allowed')
    expect(errors).toEqual([])
    await close()
  })
})
