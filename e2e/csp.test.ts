import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './support/browser.js'
import type { DemoApp } from './support/demoApp.js'
import {
  accountPanel,
  connectButton,
  connectedFromModal,
  modal,
  openDemo,
  shownView,
  snap,
} from './support/journey.js'
import { STRICT_CSP, startStrictCspDemo } from './support/strictCspDemo.js'

type Violation = { directive: string; blocked: string; source: string }

/** Collects every CSP violation the page reports, from its first script on. */
async function recordViolations(
  page: Page,
): Promise<() => Promise<{ events: Violation[]; console: string[] }>> {
  const consoleMessages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) consoleMessages.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: Violation[] = []
    ;(window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile }),
    )
  })
  return async () => ({
    events: await page.evaluate(
      () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
    ),
    console: consoleMessages,
  })
}

describe('R-SEC-11 the demo and the modal under a strict Content-Security-Policy', () => {
  let browser: Browser | undefined
  let app: DemoApp | undefined
  beforeAll(async () => {
    ;[browser, app] = await Promise.all([launchBrowser(), startStrictCspDemo()])
  })
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
  })

  it('R-SEC-11 the production build under script-src and style-src self: connect, Account and a lazily loaded view, with no violation reported', async () => {
    if (!browser || !app) throw new Error('not started')
    const journey = await openDemo(browser, app)
    const { page, wallet, blockedRequests } = journey
    const response = await page.reload()
    expect(response?.headers()['content-security-policy']).toBe(STRICT_CSP)
    const violations = await recordViolations(page)
    await page.reload()
    await connectButton(page).waitFor()

    await connectedFromModal(page, wallet.address)
    await connectButton(page).click()
    await shownView(page, 'Account').getByTestId('token-row').first().waitFor()
    await snap(page, 'csp-01-account')
    const sheets = () =>
      page.evaluate(() => document.querySelector('sigil-modal')?.shadowRoot?.adoptedStyleSheets.length ?? 0)
    const before = await sheets()
    // A lazily loaded view brings its own CSS: adopted, not a <style> the policy would block.
    await shownView(page, 'Account').locator('.sigil-feature', { hasText: 'Receive' }).click()
    await shownView(page, 'Receive').getByRole('button', { name: /Copy/ }).waitFor()
    expect(await sheets()).toBe(before + 1)
    await snap(page, 'csp-02-receive')
    await modal(page).getByRole('button', { name: /back/i }).click()
    await shownView(page, 'Account').waitFor()
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toBe(wallet.address)

    expect(await violations()).toEqual({ events: [], console: [] })
    expect(blockedRequests).toEqual([])
    // The recorder works: an inline style element is reported.
    await page.evaluate(() =>
      document.head.append(Object.assign(document.createElement('style'), { textContent: 'b{}' })),
    )
    await expect
      .poll(async () => (await violations()).events.map((event) => event.directive))
      .toEqual(['style-src-elem'])
    await journey.close()
  })
})
