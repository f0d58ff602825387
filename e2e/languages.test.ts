import { describe, expect, it } from 'vitest'
import { connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('the modal in other languages on the demo (issue 22)', () => {
  const demo = useDemo()

  it('switches English → German → Arabic (right to left) with the modal open, from the language menu', async () => {
    const { page } = await demo.open()
    const host = page.locator('sigil-modal')
    const menu = page.getByLabel('Modal language')
    await connectButton(page).click()
    await shownView(page, 'Connect').waitFor()
    await modal(page).getByRole('heading', { name: 'Connect wallet' }).waitFor()
    expect(await host.getAttribute('lang')).toBe('en')

    await menu.selectOption('de', { force: true })
    await modal(page).getByRole('heading', { name: 'Wallet verbinden' }).waitFor()
    expect(await host.getAttribute('lang')).toBe('de')
    await snap(page, '90-connect-de')

    await menu.selectOption('ar', { force: true })
    await modal(page).getByRole('heading', { name: 'ربط المحفظة' }).waitFor()
    expect(await host.getAttribute('dir')).toBe('rtl')
    expect(await modal(page).evaluate((dialog) => getComputedStyle(dialog).direction)).toBe('rtl')
    await snap(page, '91-connect-ar')
  })
})
