import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

// Amounts that a narrow, right-to-left card must show whole, and balances no account can hold.

const PHONE = { width: 360, height: 740 }

/** A balance entry as the blockchain service sends it. */
const balance = (name: string, symbol: string, numeric: string, value: number) => ({
  name,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${symbol.length.toString(16).padStart(40, '0')}`,
  value,
  price: numeric === '0' ? 0 : value / Number(numeric),
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})

/** Serves these balances, after the service's own, for every balance read of the page. */
async function serveBalances(page: Page, extra: unknown[]) {
  await page.route('**/v1/account/*/balance**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { balances: unknown[] }
    await route.fulfill({ response, json: { balances: [...body.balances, ...extra] } })
  })
}

/**
 * Elements of the modal whose text is cut: an ellipsis or a box narrower than its text. The
 * address is left out: spec §5 shortens it on purpose.
 */
const clippedTexts = (page: Page, selector: string) =>
  page.locator('sigil-modal').evaluate((host, selector) => {
    const cut: string[] = []
    for (const element of host.shadowRoot?.querySelectorAll<HTMLElement>(selector) ?? []) {
      for (const node of [element, ...element.querySelectorAll<HTMLElement>('*')]) {
        const style = getComputedStyle(node)
        const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
        if (hides && node.scrollWidth > node.clientWidth + 1) cut.push(node.textContent ?? '')
      }
    }
    return cut
  }, selector)

describe('numbers that never read as other numbers', () => {
  const demo = useDemo()

  it.each(['he', 'ar'])(
    'R-ACCT-02 R-SEC-11 in %s at phone width every token amount and value shows whole; a negative balance is not listed',
    async (language) => {
      const journey = await demo.open({}, { viewport: PHONE, hasTouch: true })
      const { page } = journey
      await serveBalances(page, [
        balance('Wrapped Staked Ether of an Unusually Long Name', 'WSTETHLONG', '9999.97', 123_456_789.12),
        balance('Debt Token', 'DEBT', '-5', 10),
      ])
      await page.getByLabel('Modal language').selectOption(language, { force: true })
      await connectedFromModal(page, journey.wallet.address)
      await connectButton(page).click()
      const account = shownView(page, 'Account')
      const row = account.getByTestId('token-row').filter({ hasText: 'WSTETHLONG' })
      await row.waitFor()
      expect(await row.innerText()).toMatch(/9,?999\.97/)
      expect(await clippedTexts(page, '[data-testid="token-row"]')).toEqual([])
      expect(await account.getByTestId('token-row').filter({ hasText: 'DEBT' }).count()).toBe(0)
      await snap(page, `numbers-01-tokens-${language}`)
      await modal(page)
        .getByRole('button', { name: /Close|סגירה|إغلاق/ })
        .click()
    },
  )

  it('R-SEC-11 at phone width in ar a token with a very long symbol and name leaves Send its amount field, and its balance shows whole', async () => {
    const symbol = 'WRAPPEDSTAKEDETHERWITHAVERYLONGSYMBOLNAME'
    const journey = await demo.open({}, { viewport: PHONE, hasTouch: true })
    const { page } = journey
    await serveBalances(page, [
      balance(`${symbol} of an even longer name`, symbol, '9999.97', 123_456_789.12),
    ])
    await page.getByLabel('Modal language').selectOption('ar', { force: true })
    await connectedFromModal(page, journey.wallet.address)
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.getByTestId('token-row').filter({ hasText: symbol }).waitFor()
    await account.getByRole('button', { name: 'إرسال', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.locator('.sigil-send-token').click()
    await send.locator('.sigil-send-token-option').filter({ hasText: symbol }).click()
    const input = send.locator('.sigil-send-amount__input')
    await input.fill('9999.97')
    const field = (await send.locator('.sigil-send-amount').boundingBox())!
    const box = (await input.boundingBox())!
    expect(box.width).toBeGreaterThan(field.width / 2)
    expect(await clippedTexts(page, '.sigil-send-field__hint, .sigil-send-token__balance')).toEqual([])
    await send.locator('.sigil-send-token').click()
    expect(await clippedTexts(page, '.sigil-send-token__balance')).toEqual([])
    await snap(page, 'numbers-02-send-long-symbol-ar')
  })

  it('R-ACCT-04 R-SEC-11 at phone width in he a swap of 100 ETH shows its balance, the amount received and every detail whole', async () => {
    const journey = await demo.open({ accountIndex: 5 }, { viewport: PHONE, hasTouch: true })
    const { page } = journey
    await page.getByLabel('Modal language').selectOption('he', { force: true })
    await connectedFromModal(page, journey.wallet.address)
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'המרה', exact: true }).click()
    const swap = shownView(page, 'Swap')
    const pay = swap.locator('input.sigil-swap-side__amount')
    await pay.fill('100')
    await swap
      .getByTestId('swap-receive')
      .filter({ hasText: /\d{3},\d{3}/ })
      .waitFor()
    expect(await clippedTexts(page, '.sigil-swap')).toEqual([])
    await snap(page, 'numbers-03-swap-he')
  })

  it('R-ERR-23 R-SEC-11 an onramp quote of NaN and a negative fee are not shown as figures: the labelled estimate stands in', async () => {
    const journey = await demo.open()
    const { page } = journey
    // The blockchain service has no quote route (as hosted); here one answers, with hostile figures.
    let answered = 0
    await page.route('**/v1/onramp/quote**', async (route) => {
      answered += 1
      const paid = { amount: '150.00', currency: 'USD' }
      await route.fulfill({
        headers: { 'access-control-allow-origin': '*' },
        json: {
          networkFee: { amount: '-5', currency: 'USD' },
          paymentSubtotal: paid,
          paymentTotal: paid,
          purchaseAmount: { amount: 'NaN', currency: 'ETH' },
          quoteId: 'hostile',
        },
      })
    })
    await connectedFromModal(page, journey.wallet.address)
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = shownView(page, 'OnRamp')
    await buy.getByRole('textbox', { name: 'You pay' }).fill('150')
    const quoteCard = buy.getByTestId('onramp-quote')
    await quoteCard.waitFor()
    await buy.getByText('This is an estimate: the provider shows the final amount before you pay.').waitFor()
    expect(await quoteCard.innerText()).not.toMatch(/NaN|−5|-5/)
    expect(answered).toBeGreaterThan(0)
    await snap(page, 'numbers-04-onramp-nan-quote')
  })

  it('R-SEC-11 at phone width a payment currency with a very long name leaves Buy its amount field', async () => {
    const longName = 'UNITED-STATES-DOLLAR-AS-A-PROVIDER-SPELLS-IT-IN-FULL'
    const journey = await demo.open({}, { viewport: PHONE, hasTouch: true })
    const { page } = journey
    // The blockchain service has no options route (as hosted); here one answers, with that name.
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    await page.route('**/v1/onramp/options**', async (route) => {
      const limits = [{ id: 'card', min: '10.00', max: '7500.00' }]
      await route.fulfill({
        headers: { 'access-control-allow-origin': '*' },
        json: {
          paymentCurrencies: [
            { id: 'USD', payment_method_limits: limits },
            { id: longName, payment_method_limits: limits },
          ],
          purchaseCurrencies: [
            {
              id: 'eth',
              name: 'Ether',
              symbol: 'ETH',
              networks: [
                {
                  name: 'devnet-a',
                  display_name: 'Devnet A',
                  chain_id: String(chain.chainId),
                  contract_address: '',
                },
              ],
            },
          ],
        },
      })
    })
    await connectedFromModal(page, journey.wallet.address)
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = shownView(page, 'OnRamp')
    await buy.getByRole('combobox', { name: 'Payment currency' }).selectOption(longName)
    const input = buy.getByRole('textbox', { name: 'You pay' })
    const field = (await buy.locator('.sigil-onramp-amount').boundingBox())!
    const box = (await input.boundingBox())!
    const currency = (await buy.getByRole('combobox', { name: 'Payment currency' }).boundingBox())!
    // The name gives way (at most 45% of the field); the amount keeps the rest and shows whole.
    expect(currency.width).toBeLessThanOrEqual(field.width / 2)
    expect(box.width).toBeGreaterThan(field.width * 0.4)
    await input.fill('150')
    expect(await input.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    expect(await input.inputValue()).toBe('150')
    await snap(page, 'numbers-05-onramp-long-currency')
  })
})
