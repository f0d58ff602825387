import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { watchErrors } from './support/embeddedLogin.js'
import { accountPanel, clientState, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { focusedName } from './support/viewChecks.js'

/** Records what the page asks `window.open` for, then opens it as usual. */
async function spyOnWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window)
    const asked: string[] = []
    ;(window as unknown as { __opened: string[] }).__opened = asked
    window.open = (url, target, features) => {
      asked.push(String(features))
      return open(url, target, features)
    }
  })
}

describe('social login through the popup, against devnet’s identity provider', () => {
  const demo = useDemo()

  async function startGoogle(page: Page) {
    await connectButton(page).click()
    const connect = shownView(page, 'Connect')
    const popupOpened = page.waitForEvent('popup')
    await connect.getByRole('button', { name: 'Continue with Google' }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/idp\/authorize\?/)
    return { connect, popup }
  }

  it('R-EMBED-02 R-EMBED-08 R-PERF-04 approve in the provider’s page: the embedded wallet connects', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    await spyOnWindowOpen(page)
    await page.reload()
    await connectButton(page).waitFor()
    const connect = shownView(page, 'Connect')
    await connectButton(page).click()
    await connect.getByRole('button', { name: 'Continue with Google' }).waitFor()
    // The default providers, in order.
    expect(
      await connect.locator('.sigil-social').evaluateAll((buttons) => buttons.map((b) => b.textContent)),
    ).toEqual(['Continue with Google', 'X', 'Discord', 'Farcaster', 'GitHub', 'Apple', 'Facebook'])
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
    const { popup } = await startGoogle(page)
    expect(await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened)).toEqual([
      expect.stringContaining('width=600,height=800'),
    ])
    await popup.getByRole('textbox').fill('ada')
    await snap(popup, 'embedded-30-identity-provider')
    // The app closes the popup as soon as the result arrives: listen before the click.
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Approve' }).click()
    await closed
    await modal(page).waitFor({ state: 'detached' })
    await accountPanel(page).getByTestId('account-address').waitFor()
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' } })
    // Account names the social identity (there is no email to show or change).
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.getByTestId('account-social').filter({ hasText: 'Signed in with Google as ada' }).waitFor()
    expect(await account.getByRole('button', { name: 'Update email' }).count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('R-EMBED-10 deny in the provider’s page: Failed to connect, and still disconnected', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const { connect, popup } = await startGoogle(page)
    await popup.getByRole('button', { name: 'Deny' }).click()
    await connect.getByRole('alert').filter({ hasText: 'Failed to connect' }).waitFor()
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'disconnected' }, view: 'Connect' })
    expect(errors).toEqual([])
    await close()
  })

  it('R-EMBED-10 R-PERF-05 closing the popup: Popup closed', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const { connect, popup } = await startGoogle(page)
    await connect.getByRole('status').filter({ hasText: 'Continue in the Google window.' }).waitFor()
    // Busy, not disabled: the pressed button keeps focus, so the dialog keeps it too.
    expect(await focusedName(page)).toBe('Continue with Google')
    expect(
      await connect.getByRole('button', { name: 'Continue with Google' }).getAttribute('aria-disabled'),
    ).toBe('true')
    await popup.close()
    await connect.getByRole('alert').filter({ hasText: 'Popup closed' }).waitFor({ timeout: 3000 })
    expect(await focusedName(page)).toBe('Continue with Google')
    await snap(page, 'embedded-31-popup-closed')
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'disconnected' } })
    expect(errors).toEqual([])
    await close()
  })

  it('R-EMBED-12 a social result in result_uri (Telegram) signs in, and leaves the address at once', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const { popup } = await startGoogle(page)
    // As if the page had left for the provider (Telegram): no opener to post to, so the
    // callback's own address is the result.
    await popup.evaluate(() => {
      window.opener = null
    })
    await popup.getByRole('button', { name: 'Approve' }).click()
    await popup.waitForURL(/\/social\/callback\?code=/)
    const callback = popup.url()
    await popup.close()
    await page.goto(`${new URL('?tab=1', demo.app.url).href}&result_uri=${encodeURIComponent(callback)}`)
    await accountPanel(page).getByTestId('account-address').waitFor({ timeout: 20_000 })
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' } })
    expect(new URL(page.url()).search).toBe('?tab=1')
    expect(errors).toEqual([])
    await close()
  })
})
