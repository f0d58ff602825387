import type { Locator, Page } from 'playwright-core'
import { type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf } from './support/chainReads.js'
import {
  connectButton,
  connectedFromModal,
  modal,
  shownView,
  snap,
  truncatedAddress,
} from './support/journey.js'
import { JOURNEY_WORDS, type JourneyWord, type JourneyWords } from './support/journeyWords.js'
import { useDemo } from './support/useDemo.js'
import { clippedText, settledView } from './support/viewChecks.js'

/** A locale's word, as the views show it. */
const word = (table: JourneyWords, key: JourneyWord): string => table[key]

/** The computed writing direction of the element a locator finds. */
const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction)

/**
 * Where a label's words sit within its field: the gap from their left edge to the field's left,
 * and from their right edge to its right (the text itself, not the label's box).
 */
function textGaps(label: Locator): Promise<{ left: number; right: number }> {
  return label.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    const text = range.getBoundingClientRect()
    const field = (element.closest('.sigil-send-field') ?? element).getBoundingClientRect()
    return { left: text.left - field.left, right: field.right - text.right }
  })
}

/** Right to left, as an Arabic reader expects it, on the Send view pushed over Account. */
async function checkRightToLeft(page: Page, table: JourneyWords): Promise<void> {
  const dialog = modal(page)
  expect(await page.locator('sigil-modal').getAttribute('dir')).toBe('rtl')
  expect(await direction(dialog)).toBe('rtl')
  // The header: back on the right (where reading starts), close on the left.
  const card = await dialog.boundingBox()
  const back = await dialog
    .getByRole('button', { name: word(table, 'common.back'), exact: true })
    .boundingBox()
  const close = await dialog
    .getByRole('button', { name: word(table, 'common.close'), exact: true })
    .boundingBox()
  if (!card || !back || !close) throw new Error('no card, back or close button on screen')
  expect(back.x + back.width / 2).toBeGreaterThan(card.x + card.width / 2)
  expect(close.x + close.width / 2).toBeLessThan(card.x + card.width / 2)
  // The fields' labels start at the right edge of their field.
  const send = shownView(page, 'Send')
  for (const key of ['send.amount', 'send.to'] as const) {
    const label = send.locator('label.sigil-send-field__label', { hasText: word(table, key) })
    const gaps = await textGaps(label)
    expect(gaps.right, `${key} hugs the right`).toBeLessThan(12)
    expect(gaps.left, `${key} is far from the left`).toBeGreaterThan(100)
  }
}

describe('connect, account and send on the demo in German, Japanese and Arabic (issue 22)', () => {
  const demo = useDemo()

  it.each([
    { locale: 'de', table: JOURNEY_WORDS.de },
    { locale: 'ja', table: JOURNEY_WORDS.ja },
    { locale: 'ar', table: JOURNEY_WORDS.ar },
  ])(
    'in $locale: the modal connects the test wallet, shows Account and sends 0.01 ETH on the devnet, all in its words; ar reads right to left with addresses left to right',
    async ({ locale, table }) => {
      const { page, wallet } = await demo.open()
      const [chain] = demo.app.devnet.chains
      if (!chain) throw new Error('the devnet has no chain')
      const receiver = demo.app.devnet.accounts[1]!.address as Hex
      const before = await balanceOf(chain.rpcUrl, receiver)
      const rtl = locale === 'ar'

      // Chosen before opening: the modal opens in that language.
      await page.getByLabel('Modal language').selectOption(locale)
      await connectButton(page).click()
      await modal(page)
        .getByRole('heading', { name: word(table, 'title.Connect') })
        .waitFor()
      expect(await page.locator('sigil-modal').getAttribute('lang')).toBe(locale)
      await settledView(page)
      expect(await clippedText(page)).toEqual([])
      await snap(page, `96-connect-${locale}`)
      await page.keyboard.press('Escape')
      await modal(page).waitFor({ state: 'detached' })
      await connectedFromModal(page, wallet.address)

      // Account: its title and buttons in the language; the address itself as it is, left to right.
      await connectButton(page).click()
      const account = shownView(page, 'Account')
      await account.waitFor()
      await modal(page)
        .getByRole('heading', { name: word(table, 'title.Account') })
        .waitFor()
      await account.getByRole('button', { name: word(table, 'common.disconnect'), exact: true }).waitFor()
      const name = account.locator('.sigil-account__name')
      expect(await name.textContent()).toBe(truncatedAddress(wallet.address))
      expect(await direction(name)).toBe('ltr')
      // The balance too: its number before its symbol whatever the modal's direction.
      const balance = account.locator('.sigil-account__balance').getByText(/ETH$/)
      expect(await direction(balance)).toBe('ltr')
      await settledView(page)
      expect(await clippedText(page)).toEqual([])
      await snap(page, `96-account-${locale}`)

      // Send: fill the form, reach the review, send.
      await account.getByRole('button', { name: word(table, 'feature.send'), exact: true }).click()
      const send = shownView(page, 'Send')
      await send.waitFor()
      await modal(page)
        .getByRole('heading', { name: word(table, 'title.Send') })
        .waitFor()
      const amount = send.getByLabel(word(table, 'send.amount'), { exact: true })
      const to = send.getByLabel(word(table, 'send.to'), { exact: true })
      await amount.fill('0.01')
      await to.fill(receiver)
      // A typed address runs left to right whatever the modal's direction.
      expect(await direction(to)).toBe('ltr')
      if (rtl) await checkRightToLeft(page, table)
      const submit = send.locator('button[type="submit"]')
      expect(await submit.textContent()).toBe(word(table, 'send.review'))
      await settledView(page)
      expect(await clippedText(page)).toEqual([])
      await snap(page, `96-send-${locale}`)
      await submit.click()

      const reviewed = send.getByTestId('review-receiver')
      expect(await reviewed.textContent()).toBe(receiver)
      expect(await direction(reviewed)).toBe('ltr')
      await settledView(page)
      expect(await clippedText(page)).toEqual([])
      await snap(page, `96-send-review-${locale}`)
      await send.getByRole('button', { name: word(table, 'send.send'), exact: true }).click()

      await send.getByTestId('send-result').and(page.locator('[data-status="success"]')).waitFor()
      expect(await direction(send.getByTestId('send-hash'))).toBe('ltr')
      await snap(page, `96-send-sent-${locale}`)
      expect((await balanceOf(chain.rpcUrl, receiver)) - before).toBe(parseEther('0.01'))
    },
  )
})
