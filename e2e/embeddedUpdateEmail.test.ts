import { describe, expect, it } from 'vitest'
import { addressOf, codeOf, loginWithEmail, newEmail, watchErrors } from './support/embeddedLogin.js'
import { accountPanel, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('changing the email of an embedded wallet', () => {
  const demo = useDemo()

  it('R-EMBED-15 R-PERF-06: Account shows the email; Update email sends a code to the current email, then to the new one; the wallet keeps its address and signs in with the new email', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const admin = demo.app.devnet.urls.admin
    const email = newEmail()
    const address = await loginWithEmail(page, admin, email)
    const focusedLabel = () =>
      page.evaluate(() => {
        const root = document.querySelector('sigil-modal')?.shadowRoot
        const active = root?.activeElement as HTMLElement | null | undefined
        if (!active || active.getAttribute('role') === 'dialog') return null
        const label = active.id ? root?.querySelector(`label[for="${active.id}"]`)?.textContent : null
        return label ?? active.textContent
      })

    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account
      .getByTestId('account-email')
      .filter({ hasText: email.slice(0, 20) })
      .waitFor()
    await account.getByRole('button', { name: 'Update email' }).click()

    const update = shownView(page, 'UpdateEmailWallet')
    await update.getByTestId('current-email').waitFor()
    expect(await focusedLabel()).toBe('New email')
    const next = newEmail()
    await update.getByLabel('New email').fill(next)
    await snap(page, 'embedded-20-update-email')
    await update.getByRole('button', { name: 'Continue' }).click()

    // The first code goes to the current email.
    const primary = update.getByLabel('Code sent to your current email')
    await primary.waitFor()
    expect(await focusedLabel()).toBe('Code sent to your current email')
    const first = await codeOf(admin, email)
    await primary.fill(first === '000000' ? '111111' : '000000')
    await update
      .getByRole('alert')
      .filter({ hasText: 'The code is not right. Check the email and try again.' })
      .waitFor()
    await snap(page, 'embedded-21-update-email-wrong-code')
    await primary.fill(first)

    // The second goes to the new email.
    const secondary = update.getByLabel('Code sent to your new email')
    await secondary.waitFor()
    expect(await focusedLabel()).toBe('Code sent to your new email')
    await secondary.fill(await codeOf(admin, next))
    await update.getByTestId('new-email').waitFor()
    expect(await focusedLabel()).toBe('Back to account')
    await snap(page, 'embedded-22-update-email-done')

    // Same wallet, now under the new email, shown on Account.
    expect(await addressOf(admin, next)).toBe(address)
    await update.getByRole('button', { name: 'Back to account' }).click()
    await shownView(page, 'Account')
      .getByTestId('account-email')
      .filter({ hasText: next.slice(0, 20) })
      .waitFor()
    // Back returns focus to the control that led onward (issue 21), inside the dialog.
    expect(await focusedLabel()).toBe('Update email')
    expect(
      await page.evaluate(
        () =>
          document.querySelector('sigil-modal')?.shadowRoot?.activeElement?.closest('[role="dialog"]') !==
          null,
      ),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toContain(address)
    expect(errors).toEqual([])
    await close()
  })
})
