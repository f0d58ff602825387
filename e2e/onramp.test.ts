import { formatEther, type Hex, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf, shownAmount } from './support/chainReads.js'
import { accountPanel, connectButton, connectedFromModal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('buying crypto from the modal on the devnet (Account → Buy)', () => {
  const demo = useDemo()

  it('R-ACCT-05 R-ACCT-28 R-ACCT-29 R-ERR-23: no options or quote from the service (as hosted), so the sample offers ETH on the network and 150 USD by card is an estimate; the provider page opens preset to 150 USD and offers what it buys, which arrives on chain to the wei', async () => {
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
    expect(await buy.getByRole('combobox', { name: 'Payment currency' }).inputValue()).toBe('USD')

    // Above the card limit: said on the field, and no quote to go on with.
    await amount.fill('8000')
    await buy.getByText('The maximum by card is 7,500.00 USD').waitFor()
    expect(await buy.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true)

    await amount.fill('150')
    const quoteCard = buy.getByTestId('onramp-quote')
    await quoteCard.waitFor()
    // The sample quote: what is bought and paid, the fee range, and that it is an estimate.
    expect(await quoteCard.getAttribute('data-estimate')).toBe('')
    const quoteText = await quoteCard.textContent()
    expect(quoteText).toContain('You receiveETH')
    expect(quoteText).toContain('You pay150.00 USD')
    expect(quoteText).toContain('Provider fee1%–2%')
    expect(quoteText).toContain('This is an estimate: the provider shows the final amount before you pay.')
    expect(quoteText).not.toContain('≈')
    await snap(page, '60-onramp-quote')

    // The window opens in the click; the provider page is in it once its URL is known.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      buy.getByRole('button', { name: 'Continue to payment' }).click(),
    ])
    await popup.waitForURL(/\/onramp\/buy\//)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    // Preset to 150 USD, the page offers what that buys: less the provider's 1.5% and the 0.25
    // network fee, at devnet's 3000 USD per ETH.
    const bought = '0.049167'
    expect(await popup.getByLabel('Amount').inputValue()).toBe(bought)
    await buy.getByRole('heading', { name: 'Finish in the provider’s window' }).waitFor()
    await snap(page, '61-onramp-watching')
    await popup.getByRole('button', { name: 'Buy now' }).click()
    await popup.getByText('Purchase complete').waitFor()
    await snap(popup, '62-onramp-provider-receipt')

    // The provider paid on chain exactly what was quoted; the modal sees it arrive.
    expect(await balanceOf(chain.rpcUrl, wallet.address as Hex)).toBe(before + parseEther(bought))
    const received = buy.getByTestId('onramp-received')
    await received.waitFor({ timeout: 20_000 })
    const total = formatEther(before + parseEther(bought))
    expect(await received.textContent()).toBe(
      `${shownAmount(bought)} ETH arrived. Your balance is ${shownAmount(total)} ETH.`,
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
