import { describe, expect, it } from 'vitest'
import { connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('help for a person who has no wallet, on the demo and its devnet registry (issue 21)', () => {
  const demo = useDemo()

  it('R-SEC-11 Connect → "I don’t have a wallet": what a wallet is, and the registry’s wallets with their https store links opened in a new tab; Back returns focus to the control', async () => {
    const { page, blockedRequests, close } = await demo.open({ announce: false })
    await connectButton(page).click()
    const help = modal(page).getByRole('button', { name: 'I don’t have a wallet' })
    await help.waitFor()
    await help.focus()
    await page.keyboard.press('Enter')
    const view = shownView(page, 'GetWallet')
    await view.getByTestId('wallet-to-get').first().waitFor()
    await page.locator('sigil-modal').getByRole('dialog', { name: 'Get a wallet' }).waitFor()
    await snap(page, '20-get-wallet')
    const items = view.getByTestId('wallet-to-get')
    expect(await items.count()).toBeGreaterThan(0)
    const links = view.locator('a[data-store]')
    expect(await links.count()).toBeGreaterThan(0)
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await snap(page, '21-get-wallet-phone')
    await page.setViewportSize({ width: 1280, height: 800 })

    await modal(page).getByRole('button', { name: 'Back' }).click()
    await shownView(page, 'Connect').waitFor()
    await expect
      .poll(() =>
        page.evaluate(
          () => document.querySelector('sigil-modal')?.shadowRoot?.activeElement?.textContent ?? null,
        ),
      )
      .toBe('I don’t have a wallet')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
