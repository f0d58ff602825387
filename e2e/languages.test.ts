import { describe, expect, it } from 'vitest'
import { connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('the modal in other languages on the demo (issue 22)', () => {
  const demo = useDemo()

  it('switches English → German → Arabic (right to left) with the modal open, from the language menu', async () => {
    const { page } = await demo.open()
    // The modules the page fetches from here on (the modal's and the locales' chunks among them).
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    const localeChunks = (tag: string) =>
      scripts.filter((path) => new RegExp(`/${tag}([-.][^/]*)?\\.[jt]s$`).test(path))
    const host = page.locator('sigil-modal')
    const menu = page.getByLabel('Modal language')
    await connectButton(page).click()
    await shownView(page, 'Connect').waitFor()
    await modal(page).getByRole('heading', { name: 'Connect wallet' }).waitFor()
    expect(await host.getAttribute('lang')).toBe('en')
    // English is the modal's own: an English page fetches no locale chunk.
    expect([...localeChunks('de'), ...localeChunks('ja'), ...localeChunks('ar')]).toEqual([])

    await menu.selectOption('de', { force: true })
    await modal(page).getByRole('heading', { name: 'Wallet verbinden' }).waitFor()
    expect(await host.getAttribute('lang')).toBe('de')
    expect(localeChunks('de')).toHaveLength(1)
    // The closed button behind the modal speaks German too, read from the chunk already fetched.
    await expect.poll(() => connectButton(page).textContent()).toBe('Verbinden')
    await snap(page, '90-connect-de')

    await menu.selectOption('ar', { force: true })
    await modal(page).getByRole('heading', { name: 'ربط المحفظة' }).waitFor()
    expect(await host.getAttribute('dir')).toBe('rtl')
    expect(await modal(page).evaluate((dialog) => getComputedStyle(dialog).direction)).toBe('rtl')
    // The list's chevrons turn to point along the reading direction.
    const chevron = modal(page).locator('.sigil-list-item__trailing .sigil-mirror').first()
    expect(await chevron.evaluate((svg) => getComputedStyle(svg).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)')
    await snap(page, '91-connect-ar')
    expect(localeChunks('ar')).toHaveLength(1)
    await expect.poll(() => connectButton(page).textContent()).toBe('اتصال')
    expect(localeChunks('ja')).toEqual([])
  })
})
