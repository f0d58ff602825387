import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { clippedText, focusedName, focusInDialog, settledView } from './support/viewChecks.js'

/** The modal's focused element, remembered in the page so a later check can tell it is the same one. */
function rememberFocus(page: Page): Promise<void> {
  return page.evaluate(() => {
    const marked = window as unknown as { sigilFocusBefore?: Element | null }
    marked.sigilFocusBefore = document.querySelector('sigil-modal')?.shadowRoot?.activeElement
  })
}

function sameFocus(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const marked = window as unknown as { sigilFocusBefore?: Element | null }
    const active = document.querySelector('sigil-modal')?.shadowRoot?.activeElement
    return !!active && active === marked.sigilFocusBefore
  })
}

/** The names of the buttons the open view shows (text or aria-label), in order. */
function buttonNames(page: Page, view: string): Promise<string[]> {
  return shownView(page, view)
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) =>
        (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim(),
      ),
    )
}

describe('a run-time switch to French on the demo (issue 22)', () => {
  const demo = useDemo()

  it('English → French with the modal open, from the language menu: the title and buttons change with no reload, focus stays where it was in the dialog', async () => {
    const { page } = await demo.open()
    const host = page.locator('sigil-modal')
    const menu = page.getByLabel('Modal language')
    // Survives anything but a reload of the document.
    await page.evaluate(() => {
      ;(window as unknown as { sigilSameDocument?: boolean }).sigilSameDocument = true
    })

    await connectButton(page).click()
    await shownView(page, 'Connect').waitFor()
    await modal(page).getByRole('heading', { name: 'Connect wallet' }).waitFor()
    await settledView(page)
    const englishButtons = await buttonNames(page, 'Connect')
    expect(englishButtons).toEqual(expect.arrayContaining(['Continue', 'Continue with Google']))
    await shownView(page, 'Connect').getByRole('button', { name: 'All wallets' }).waitFor()
    await modal(page).getByRole('button', { name: 'Close', exact: true }).waitFor()

    // A keyboard user on the wallet row when the language changes.
    await shownView(page, 'Connect').getByRole('button', { name: 'Sigil Test Wallet', exact: true }).focus()
    await rememberFocus(page)
    expect(await focusedName(page)).toContain('Sigil Test Wallet')

    await menu.selectOption('fr', { force: true })
    await modal(page).getByRole('heading', { name: 'Connecter un portefeuille' }).waitFor()
    expect(await host.getAttribute('lang')).toBe('fr')
    expect(await host.getAttribute('dir')).toBe('ltr')
    const frenchButtons = await buttonNames(page, 'Connect')
    expect(frenchButtons).toEqual(expect.arrayContaining(['Continuer', 'Continuer avec Google']))
    expect(frenchButtons.filter((name) => /^Continue( |$)|All wallets/.test(name))).toEqual([])
    await shownView(page, 'Connect').getByRole('button', { name: 'Tous les portefeuilles' }).waitFor()
    // The wallets' and providers' names are data: they stay as they are.
    expect(frenchButtons.slice(0, 2)).toEqual(englishButtons.slice(0, 2))
    expect(frenchButtons).toHaveLength(englishButtons.length)
    await modal(page).getByRole('button', { name: 'Fermer', exact: true }).waitFor()
    expect(await modal(page).getByRole('button', { name: 'Close', exact: true }).count()).toBe(0)

    // The same document, the modal still open, focus on the very element it was on.
    expect(await page.evaluate(() => (window as { sigilSameDocument?: boolean }).sigilSameDocument)).toBe(
      true,
    )
    expect(await focusInDialog(page)).toEqual({ inside: true, where: expect.any(String) })
    expect(await sameFocus(page)).toBe(true)
    // Tab still moves within the dialog.
    await page.keyboard.press('Tab')
    expect((await focusInDialog(page)).inside).toBe(true)
    expect(await clippedText(page)).toEqual([])
    await snap(page, '92-connect-fr-switched')

    // Escape closes it, in any language.
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })
  })

  it('connected in French: Account and Send speak French, and a switch back to English on Send changes its words in place', async () => {
    const { page, wallet } = await demo.open()
    const menu = page.getByLabel('Modal language')
    await menu.selectOption('fr')
    await connectedFromModal(page, wallet.address)

    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.waitFor()
    await settledView(page)
    expect(await buttonNames(page, 'Account')).toEqual(
      expect.arrayContaining(['Envoyer', 'Recevoir', 'Déconnecter']),
    )
    expect(await clippedText(page)).toEqual([])
    await account.getByRole('button', { name: 'Envoyer', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.waitFor()
    await modal(page).getByRole('heading', { name: 'Envoyer' }).waitFor()
    await send.getByLabel('Montant', { exact: true }).waitFor()
    await send.getByLabel('À', { exact: true }).waitFor()
    await settledView(page)
    expect(await clippedText(page)).toEqual([])

    await send.getByLabel('Montant', { exact: true }).focus()
    await rememberFocus(page)
    await menu.selectOption('en', { force: true })
    await modal(page).getByRole('heading', { name: 'Send' }).waitFor()
    await send.getByLabel('Amount', { exact: true }).waitFor()
    expect(await sameFocus(page)).toBe(true)
  })
})
