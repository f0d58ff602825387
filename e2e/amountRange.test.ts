import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, shownView } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('an amount beyond what a token can hold', () => {
  const demo = useDemo()

  it('R-ACCT-04 Swap refuses an amount past any token amount in the form, and asks the service for no quote of it', async () => {
    const { page, wallet } = await demo.open()
    const quoted: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/v1/convert/quotes')) quoted.push(url.searchParams.get('amount') ?? '')
    })
    await connectedFromModal(page, wallet.address)
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
    const swap = shownView(page, 'Swap')
    const pay = swap.getByRole('textbox', { name: 'You pay' })
    await pay.waitFor()

    const huge = `1${'0'.repeat(80)}`
    await pay.fill(huge)
    await swap.getByRole('button', { name: 'Insufficient ETH balance' }).waitFor()
    // Not waiting on a quote: the receive side is the empty figure, not a loading one.
    expect(await swap.getByTestId('swap-receive').textContent()).toBe('0')
    expect(await swap.getByRole('button', { name: 'Insufficient ETH balance' }).isDisabled()).toBe(true)

    // Too many decimals is refused the same way.
    await pay.fill('0.1234567890123456789')
    await swap.getByText('ETH has at most 18 decimals').first().waitFor()
    expect(await swap.getByTestId('swap-receive').textContent()).toBe('0')

    // A real amount is quoted: the only amount the service was asked about.
    await pay.fill('0.5')
    await swap.getByTestId('swap-receive').filter({ hasText: '1,495.5' }).waitFor()
    expect(quoted).toEqual(['500000000000000000'])
  })
})
