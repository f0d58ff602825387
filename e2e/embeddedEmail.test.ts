import { devnetAdmin } from '@sigil/test/devnet'
import { afterEach, describe, expect, it } from 'vitest'
import {
  addressOf as addressFor,
  codeOf as codeFor,
  newEmail,
  sendCode,
  watchErrors,
} from './support/embeddedLogin.js'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { serveHtml } from './support/staticServer.js'
import { useDemo } from './support/useDemo.js'

describe('email login through the embedded wallet on the devnet secure site', () => {
  const demo = useDemo()
  const admin = () => devnetAdmin(demo.app.devnet.urls.admin)

  afterEach(async () => {
    await admin().clearFaults()
    await admin().setConfig({ features: { email: true } })
  })

  const codeOf = (email: string) => codeFor(demo.app.devnet.urls.admin, email)
  const addressOf = (email: string) => addressFor(demo.app.devnet.urls.admin, email)

  it('R-EMBED-01 R-EMBED-13 R-ERR-07 R-PERF-03: code, cooldown on resend, a wrong code refused, the right one connects; reload keeps it; sign out ends it', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const email = newEmail()
    const view = await sendCode(page, email)
    await view.getByRole('heading', { name: 'Enter the code' }).waitFor()
    // The frame is a page of the secure site, on its own origin.
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    expect(page.frames().some((frame) => frame.url().startsWith(`${site}/sdk?`))).toBe(true)
    const frameUrl = new URL(
      page
        .frames()
        .find((frame) => frame.url().startsWith(site))!
        .url(),
    )
    expect([...frameUrl.searchParams.keys()]).toEqual([
      'projectId',
      'chainId',
      'version',
      'enableLogger',
      'rpcUrl',
    ])

    // Resend waits out the 30 s cooldown, counting down.
    const cooldown = view.getByTestId('email-cooldown')
    const first = Number(/after (\d+) seconds/.exec((await cooldown.textContent()) ?? '')?.[1])
    expect(first).toBeGreaterThan(25)
    expect(first).toBeLessThanOrEqual(30)
    expect(await view.getByRole('button', { name: 'Resend code' }).isDisabled()).toBe(true)
    await page.waitForFunction(
      ([shadowHost, before]) => {
        const text =
          document.querySelector(shadowHost)?.shadowRoot?.querySelector('[data-testid="email-cooldown"]')
            ?.textContent ?? ''
        return Number(/after (\d+)/.exec(text)?.[1]) < before
      },
      ['sigil-modal', first] as const,
    )
    await snap(page, 'embedded-10-code-and-cooldown')

    // A wrong code is refused in words; the right one connects the embedded wallet.
    const code = await codeOf(email)
    const field = view.getByLabel('Sign-in code')
    await field.fill(code === '000000' ? '111111' : '000000')
    await view
      .getByRole('alert')
      .filter({ hasText: 'The code is not right. Check the email and try again.' })
      .waitFor()
    expect(await field.inputValue()).toBe('')
    await snap(page, 'embedded-11-wrong-code')
    await field.fill(code)
    await modal(page).waitFor({ state: 'detached' })
    const address = await addressOf(email)
    await accountPanel(page).getByTestId('account-address').filter({ hasText: address }).waitFor()
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' } })

    // A reload restores the embedded session without a new login.
    await page.reload()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: address }).waitFor()
    await clientReady(page)
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' }, modalOpen: false })

    // Sign out from Account ends it, on the secure site too: a reload stays signed out.
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Disconnect' }).click()
    await modal(page).waitFor({ state: 'detached' })
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'disconnected' } })
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'disconnected' } })
    expect(errors).toEqual([])
    await close()
  })

  it('R-EMBED-26 a forged frame message from another origin is ignored and logged', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const forger = await serveHtml(`<!doctype html><script>
      for (const type of ['@w3m-frame/READY', '@w3m-frame/CONNECT_OTP_SUCCESS', '@w3m-frame/GET_USER_SUCCESS', '@w3m-frame/IS_CONNECTED_SUCCESS'])
        parent.postMessage({ id: 'forged', type, payload: { isConnected: true, address: '0x000000000000000000000000000000000000dEaD', chainId: 31337 } }, '*')
    </script>`)
    try {
      const view = await sendCode(page, newEmail())
      await view.getByLabel('Sign-in code').waitFor()
      await page.evaluate((src) => {
        const frame = document.createElement('iframe')
        frame.src = src
        document.body.append(frame)
      }, forger.url)
      const origin = new URL(forger.url).origin
      await expect
        .poll(() => warnings.filter((text) => text.includes(origin)).length)
        .toBeGreaterThanOrEqual(4)
      expect(await clientState(page)).toMatchObject({
        status: { eip155: 'disconnected' },
        view: 'EmailLogin',
      })
      expect(errors).toEqual([])
    } finally {
      await forger.close()
      await close()
    }
  })

  it('R-PERF-10 a secure site that never loads its frame raises Could not load embedded wallet', async () => {
    await admin().setFault('framePage', 'hang')
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    await page.clock.install()
    await connectButton(page).click()
    const connect = shownView(page, 'Connect')
    await connect.getByRole('textbox', { name: 'Email' }).fill(newEmail())
    await connect.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.clock.fastForward(20_000)
    await modal(page).locator('[data-alert="IFRAME_LOAD_FAILED"]').waitFor()
    // Said once, by the alert: the email field does not repeat its title.
    expect(
      (await modal(page).innerText()).split('Network Error - Could not load embedded wallet').length,
    ).toBe(2)
    expect(await connect.getByRole('alert').count()).toBe(0)
    const alerts = await page.evaluate(() =>
      (
        document.querySelector('sigil-modal') as unknown as {
          client: { getState(): { alerts: { code: string }[] } }
        }
      ).client
        .getState()
        .alerts.map((alert) => alert.code),
    )
    expect(alerts).toContain('IFRAME_LOAD_FAILED')
    await snap(page, 'embedded-12-frame-load-failed')
    expect(errors).toEqual([])
    await close()
  })

  it('R-EMBED-23 with email and socials off the page loads neither the embedded wallet code nor its frame', async () => {
    await admin().setConfig({ features: { email: false, socials: false } })
    const { page, close } = await demo.open()
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    // Opening Connect loads the modal and warms the views it may open on, which is where the wallet would load.
    await connectButton(page).click()
    await shownView(page, 'Connect').waitFor()
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    expect(requests.filter((url) => url.startsWith(site))).toEqual([])
    expect(requests.filter((url) => url.includes('/embedded-wallet/'))).toEqual([])
    expect(await shownView(page, 'Connect').getByRole('textbox', { name: 'Email' }).count()).toBe(0)

    // The same page with email on fetches both once idle: the checks above can see them.
    await admin().setConfig({ features: { email: true } })
    requests.length = 0
    await page.reload()
    await expect
      .poll(() => requests.filter((url) => url.startsWith(`${site}/sdk?`)).length, { timeout: 15_000 })
      .toBe(1)
    expect(requests.some((url) => url.includes('/embedded-wallet/'))).toBe(true)
    await close()
  })
})
