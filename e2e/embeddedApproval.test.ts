import { describe, expect, it } from 'vitest'
import { loginWithEmail } from './support/embeddedLogin.js'
import { modal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('one approval surface for the embedded wallet', () => {
  const demo = useDemo()

  it('R-STATE-05 R-SEC-05 when the secure frame asks, the person sees its card alone, with one title; approving signs', async () => {
    const { page } = await demo.open()
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await page
      .locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
      .waitFor({ state: 'attached' })
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    const frame = page.frameLocator(`iframe[src^="${site}/sdk"]`)
    await frame.getByText('Sigil demo asks you to sign this message.').waitFor()
    await snap(page, 'embedded-22-one-approval-card')

    // One title: the frame's. The modal's card, with its own "Approve request", is not drawn.
    const titles =
      (await frame.getByRole('heading', { name: 'Approve request' }).count()) +
      (await modal(page).getByRole('heading', { name: 'Approve request' }).count())
    expect(titles).toBe(1)
    expect(await page.locator('sigil-modal .sigil-modal').isVisible()).toBe(false)
    // Nothing of the modal shows around or through the frame's card.
    const card = await page.locator(`iframe[src^="${site}/sdk"]`).boundingBox()
    if (!card) throw new Error('the frame shows no card')
    const uncovered = await page.evaluate(({ x, y, width, height }) => {
      const points = [
        [x + width / 2, y - 24],
        [x + width / 2, y + height + 24],
        [x - 24, y + height / 2],
        [x + width + 24, y + height / 2],
      ]
      return points.filter(([px, py]) => {
        const hit = document.elementFromPoint(px as number, py as number)
        const inModal = hit?.closest('sigil-modal')
        const shadowHit = inModal ? inModal.shadowRoot?.elementFromPoint(px as number, py as number) : null
        return shadowHit?.closest('.sigil-modal') != null
      }).length
    }, card)
    expect(uncovered).toBe(0)

    await frame.getByRole('button', { name: 'Approve' }).click()
    await page.getByTestId('signature').filter({ hasText: /^0x/ }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
  })

  it('R-SEC-05 with the frame asking, a click on the dimmed page around its card declines the request', async () => {
    const { page } = await demo.open()
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    await page
      .frameLocator(`iframe[src^="${site}/sdk"]`)
      .getByText('asks you to sign this message.')
      .waitFor()
    await page.mouse.click(8, 8)
    await page.getByRole('alert').filter({ hasText: 'Not signed' }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
  })
})
