import { describe, expect, it } from 'vitest'
import { connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('the demo in Hebrew, right to left, and its language menu (issue 22)', () => {
  const demo = useDemo()

  it('the menu lists he, ru, uk, hi, ko, th, zh-CN and zh-TW; in Hebrew connect, account and send mirror, the address stays left to right', async () => {
    const { page, wallet } = await demo.open()
    const menu = page.getByLabel('Modal language')
    const offered = await menu
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
    expect(offered).toEqual(expect.arrayContaining(['he', 'ru', 'uk', 'hi', 'ko', 'th', 'zh-CN', 'zh-TW']))

    await menu.selectOption('he', { force: true })
    await connectButton(page).click()
    await modal(page).getByRole('heading', { name: 'חיבור ארנק' }).waitFor()
    const host = page.locator('sigil-modal')
    expect(await host.getAttribute('lang')).toBe('he')
    expect(await host.getAttribute('dir')).toBe('rtl')
    const row = modal(page).getByRole('button', { name: 'Sigil Test Wallet' })
    await row.locator('.sigil-badge', { hasText: 'מותקן' }).waitFor()
    // The wallet's name starts at the right, its chevron points left.
    const rowBox = await row.boundingBox()
    const chevronBox = await row.locator('.sigil-list-item__trailing').boundingBox()
    expect(chevronBox!.x + chevronBox!.width / 2).toBeLessThan(rowBox!.x + rowBox!.width / 2)
    await snap(page, '95-connect-he')

    await row.click()
    await modal(page).waitFor({ state: 'detached' })
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await modal(page).getByRole('heading', { name: 'חשבון' }).waitFor()
    // The address reads left to right inside the right-to-left card.
    const address = account.getByText(`${wallet.address.slice(0, 6)}…${wallet.address.slice(-4)}`, {
      exact: true,
    })
    expect(await address.evaluate((node) => getComputedStyle(node).direction)).toBe('ltr')
    await snap(page, '96-account-he')

    await account.getByRole('button', { name: 'שליחה', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.getByLabel('סכום', { exact: true }).waitFor()
    // Back is on the right, Close on the left.
    const back = await modal(page).getByRole('button', { name: 'חזרה' }).boundingBox()
    const close = await modal(page).getByRole('button', { name: 'סגירה' }).boundingBox()
    expect(back!.x).toBeGreaterThan(close!.x)
    await send.getByLabel('סכום', { exact: true }).fill('0')
    await send.getByText('יש להזין סכום גדול מאפס').first().waitFor()
    await snap(page, '97-send-he')
  })
})
