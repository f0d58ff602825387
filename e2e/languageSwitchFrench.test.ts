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

/**
 * Labels that run into their own box's edge in the shown modal: a button's words wider than the
 * button, which `clippedText` does not see (the overflow is visible, centred, so it spills over
 * both sides). The words must keep `EDGE_PX` clear of each side, the pill's curve included.
 */
const EDGE_PX = 4

/**
 * Labels found too wide for their box, by locale and step. None: the Account view's bottom row
 * once gave each of its three buttons a third of the card (101 px at the desktop size), too
 * narrow for Disconnect in many languages; it now puts two to a line.
 */
const ROW_TOO_NARROW: string[] = []

function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate((edge) => {
    const card = document.querySelector('sigil-modal')?.shadowRoot?.querySelector('.sigil-modal')
    if (!card) return []
    const found: string[] = []
    for (const element of card.querySelectorAll<HTMLElement>('.sigil-button, .sigil-feature, [role="tab"]')) {
      if (element.closest('.sigil-visually-hidden,[hidden]') || !element.textContent?.trim()) continue
      const box = element.getBoundingClientRect()
      if (box.width === 0) continue
      // The words alone: their text nodes, not the icons beside them.
      let left = Number.POSITIVE_INFINITY
      let right = Number.NEGATIVE_INFINITY
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        if (!text.textContent?.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(text)
        const words = range.getBoundingClientRect()
        left = Math.min(left, words.left)
        right = Math.max(right, words.right)
      }
      const over = Math.max(box.left + edge - left, right - (box.right - edge))
      if (over > 0.5) found.push(element.textContent.replace(/\s+/g, ' ').trim())
    }
    return found
  }, EDGE_PX)
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
    // The wallets' names are data: they stay as they are. (The registry's wallets may join the
    // list meanwhile, so the lists are not compared whole.)
    expect(frenchButtons).toEqual(expect.arrayContaining(['WalletConnect', 'Sigil Test Wallet']))
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

  const NEW_LOCALES = ['es', 'fr', 'it', 'pt-BR', 'nl', 'pl', 'tr', 'id', 'vi'] as const
  const SIZES = [
    { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
    { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
  ] as const

  it.each(SIZES)(
    'Connect, Account, Send and its review fit in each new locale at the $name size: no text clipped (French and Polish, the longest, photographed)',
    async ({ name, viewport, hasTouch }) => {
      const { page, wallet } = await demo.open({}, { viewport, hasTouch })
      const menu = page.getByLabel('Modal language')
      /** Switches to each locale with `view` open (at `step`) and collects what is clipped there. */
      const clippedIn = async (view: string, step = view) => {
        const found: string[] = []
        for (const locale of NEW_LOCALES) {
          await menu.selectOption(locale, { force: true })
          await page.locator(`sigil-modal[lang="${locale}"]`).waitFor({ state: 'attached' })
          await shownView(page, view).waitFor()
          await settledView(page)
          found.push(...(await clippedText(page)).map((clipped) => `${locale} ${step}: ${clipped.text}`))
          found.push(...(await overflowingText(page)).map((text) => `${locale} ${step}: ${text}`))
          if (locale === 'fr' || locale === 'pl') await snap(page, `95-${step}-${locale}-${name}`)
        }
        return found
      }

      await connectButton(page).click()
      const clipped = await clippedIn('Connect')
      await menu.selectOption('en', { force: true })
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'detached' })
      await connectedFromModal(page, wallet.address)
      await connectButton(page).click()
      clipped.push(...(await clippedIn('Account')))
      await menu.selectOption('en', { force: true })
      await shownView(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
      clipped.push(...(await clippedIn('Send')))
      // The review step: the form filled in English, then each locale again.
      await menu.selectOption('en', { force: true })
      const send = shownView(page, 'Send')
      await send.getByLabel('Amount', { exact: true }).fill('0.01')
      await send.getByLabel('To', { exact: true }).fill(demo.app.devnet.accounts[1]!.address)
      await send.locator('button[type="submit"]').click()
      await send.getByTestId('review-amount').waitFor()
      clipped.push(...(await clippedIn('Send', 'SendReview')))
      expect(clipped).toEqual(ROW_TOO_NARROW)
    },
  )
})
