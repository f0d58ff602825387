import { formatEther, type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf, shownAmount } from './support/chainReads.js'
import type { DemoApp } from './support/demoApp.js'
import { accountPanel, connectButton, connectedFromModal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** The devnet onramp's quote, asked of the blockchain service the way the modal asks it. */
async function devnetQuote(app: DemoApp, body: Record<string, string>) {
  const answer = await fetch(
    `${app.devnet.urls.blockchain}/v1/onramp/quote?projectId=${app.devnet.projectId}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
  )
  type Amount = { amount: string }
  return (await answer.json()) as {
    purchaseAmount: Amount
    paymentTotal: Amount
    paymentSubtotal: Amount
    networkFee: Amount
  }
}

describe('buying crypto from the modal on the devnet (Account → Buy)', () => {
  const demo = useDemo()

  it('R-ACCT-05 R-ACCT-28 R-ACCT-29: 150 USD of ETH by card is quoted (network fee, the exact provider fee of the quote), the provider page opens in a popup, the purchase confirmed there arrives on chain to the wei, and the modal and the page show it', async () => {
    // Account 7: untouched by seeding.
    const { page, context, wallet, blockedRequests, close } = await demo.open({
      accountIndex: 7,
    })
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const before = await balanceOf(chain.rpcUrl, wallet.address as Hex)
    await connectedFromModal(page, wallet.address)

    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Buy', exact: true }).click()
    const buy = shownView(page, 'OnRamp')
    const amount = buy.getByRole('textbox', { name: 'You pay' })
    await amount.waitFor()
    expect(await buy.getByRole('button', { name: 'ETH Ether' }).getAttribute('aria-pressed')).toBe('true')
    expect(await buy.getByRole('button', { name: 'Card' }).getAttribute('aria-pressed')).toBe('true')

    // Above the card limit: said on the field, and no quote to go on with.
    await amount.fill('8000')
    await buy.getByText('The maximum by card is 7,500.00 USD').waitFor()
    expect(await buy.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true)

    await amount.fill('150')
    const quoteCard = buy.getByTestId('onramp-quote')
    await quoteCard.waitFor()
    const expected = await devnetQuote(demo.app, {
      purchaseCurrency: 'eth',
      paymentCurrency: 'USD',
      amount: '150.00',
      network: 'devnet-a',
    })
    const quoteText = await quoteCard.textContent()
    expect(quoteText).toContain(`You receive≈ ${shownAmount(expected.purchaseAmount.amount)} ETH`)
    expect(quoteText).toContain('Network fee0.25 USD')
    const providerFee =
      Number(expected.paymentTotal.amount) -
      Number(expected.paymentSubtotal.amount) -
      Number(expected.networkFee.amount)
    expect(quoteText).toContain(`Provider fee${providerFee.toFixed(2)} USD`)
    expect(quoteText).toContain('Total150.00 USD')
    await snap(page, '60-onramp-quote')

    // The window opens in the click; the provider page is in it once its URL is known.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      buy.getByRole('button', { name: 'Continue to payment' }).click(),
    ])
    await popup.waitForURL(/\/onramp\/buy\//)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(await popup.getByLabel('Amount').inputValue()).toBe(expected.purchaseAmount.amount)
    await buy.getByRole('heading', { name: 'Finish in the provider’s window' }).waitFor()
    await snap(page, '61-onramp-watching')
    await popup.getByRole('button', { name: 'Buy now' }).click()
    await popup.getByText('Purchase complete').waitFor()
    await snap(popup, '62-onramp-provider-receipt')

    // The provider paid on chain exactly what was quoted; the modal sees it arrive.
    expect(await balanceOf(chain.rpcUrl, wallet.address as Hex)).toBe(
      before + parseEther(expected.purchaseAmount.amount),
    )
    const received = buy.getByTestId('onramp-received')
    await received.waitFor({ timeout: 20_000 })
    const total = formatEther(before + parseEther(expected.purchaseAmount.amount))
    expect(await received.textContent()).toBe(
      `${shownAmount(expected.purchaseAmount.amount)} ETH arrived. Your balance is ${shownAmount(total)} ETH.`,
    )
    await snap(page, '63-onramp-received')
    // The account's balance on the page is read afresh too.
    await accountPanel(page)
      .getByTestId('account-balance')
      .filter({ hasText: `${shownAmount(total)} ETH` })
      .waitFor()
    expect(blockedRequests).toEqual([])
    await close()
  })
})
