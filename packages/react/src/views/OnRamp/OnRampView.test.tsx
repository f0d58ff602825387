import type { Connector, OpenParameters } from '@sigil/core'
import { DEBOUNCE_MS } from '@sigil/core/internal'
import { ONRAMP_WATCH_INTERVAL_MS, type OnrampProvider } from '@sigil/core/onramp'
import { sampleOnrampQuote } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { fixtureOnrampProvider } from './test/onrampFixtures.js'

afterEach(async () => {
  await cleanupModals()
  vi.unstubAllGlobals()
})

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const PAGE = 'http://127.0.0.1:1/onramp/buy/order-7'

/** A connected client showing Buy with the given providers (a fixture provider by default). */
async function openBuy(options: { providers?: OnrampProvider[]; open?: OpenParameters } = {}) {
  const fixture = fixtureOnrampProvider({ url: PAGE })
  const test = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client, {
    onrampProviders: options.providers ?? [fixture.provider],
  })
  await act(async () => test.client.open({ view: 'OnRamp', ...options.open }))
  await rendered.screen.findByLabelText('You pay')
  const typeAmount = async (text: string) => {
    await act(async () =>
      fireEvent.change(rendered.screen.getByLabelText('You pay'), { target: { value: text } }),
    )
  }
  const settle = async () => {
    await act(async () => test.clock.advance(DEBOUNCE_MS))
    await waitFor(() =>
      expect(rendered.shadow.querySelector('[data-testid="onramp-quote-loading"]')).toBeNull(),
    )
  }
  const pressed = (group: string) =>
    [...rendered.shadow.querySelectorAll('fieldset')]
      .find((fieldset) => fieldset.querySelector('legend')?.textContent?.startsWith(group))
      ?.querySelector('[aria-pressed="true"]')?.textContent
  const button = (name: string) =>
    [...rendered.shadow.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
  return { ...test, ...rendered, fixture, typeAmount, settle, pressed, button }
}

/** A stand-in for `window.open`: the window the view opens in the click, and where it went. */
function stubWindowOpen(result: 'open' | 'blocked' = 'open') {
  const popup = {
    opener: {} as unknown,
    closed: false,
    location: { href: '' },
    document: { title: '', body: { textContent: '' } },
    close() {
      popup.closed = true
    },
  }
  const open = vi.fn(() => (result === 'open' ? popup : null))
  vi.stubGlobal('open', open)
  return { open, popup }
}

describe('Buy view', () => {
  it('R-ACCT-05 offers what can be bought on the active network, paid in USD by card, with the card limits', async () => {
    const { shadow, pressed } = await openBuy()
    const assets = [...shadow.querySelectorAll('.sigil-onramp-asset')].map((asset) => asset.textContent)
    expect(assets).toEqual(['ETHEther', 'USDCUSD Coin'])
    expect(pressed('Buy')).toBe('ETHEther')
    expect(pressed('Pay with')).toBe('Card')
    expect((shadow.querySelector('select') as HTMLSelectElement).value).toBe('USD')
    expect(shadow.querySelector('.sigil-onramp-field__hint')?.textContent).toBe('Card: 10.00 – 7,500.00 USD')
    expect(shadow.textContent).toContain('on Ethereum')
  })

  it('R-ACCT-28 an amount outside the chosen method limits says so and cannot go on to a quote; bank raises the limit', async () => {
    const { shadow, typeAmount, settle, fixture, button } = await openBuy()
    await typeAmount('9000')
    await settle()
    expect(shadow.querySelector('[data-tone="error"]')?.textContent).toBe(
      'The maximum by card is 7,500.00 USD',
    )
    expect(fixture.calls.filter((call) => call.method === 'getOnrampQuote')).toEqual([])
    expect(button('Continue to payment')?.disabled).toBe(true)
    await act(async () => fireEvent.click(button('Bank transfer')!))
    expect(shadow.querySelector('.sigil-onramp-field__hint')?.textContent).toBe(
      'Bank transfer: 10.00 – 25,000.00 USD',
    )
    await settle()
    expect(button('Continue to payment')?.disabled).toBe(false)
    await typeAmount('5')
    expect(shadow.querySelector('[data-tone="error"]')?.textContent).toBe(
      'The minimum by bank transfer is 10.00 USD',
    )
  })

  it('R-ACCT-05 R-ACCT-29 R-UI-22 a quote shows what is received (3 decimals), the network fee, the exact provider fee of the quote (not the range of the provider), subtotal and total', async () => {
    const { screen, typeAmount, settle, shadow } = await openBuy()
    await typeAmount('150')
    expect(shadow.querySelector('[data-testid="onramp-quote-loading"]')).not.toBeNull()
    await settle()
    const quote = screen.getByTestId('onramp-quote').textContent
    expect(quote).toContain('You receive≈ 0.045 ETH')
    expect(quote).toContain('Network fee0.25 USD')
    expect(quote).toContain('Provider fee2.25 USD')
    expect(quote).not.toContain('%')
    expect(quote).toContain('Subtotal147.50 USD')
    expect(quote).toContain('Total150.00 USD')
  })

  it('R-ERR-23 R-ACCT-29 the sample quote (the provider gave none) names what is bought and paid, the fee range and that it is an estimate, never a 1:1 amount', async () => {
    const fixture = fixtureOnrampProvider({ url: PAGE })
    const loaded = await fixture.provider.load()
    const provider: OnrampProvider = {
      ...fixture.provider,
      load: async () => ({ ...loaded, getOnrampQuote: async (parameters) => sampleOnrampQuote(parameters) }),
    }
    const { open, popup } = stubWindowOpen()
    const { screen, typeAmount, settle, button } = await openBuy({ providers: [provider] })
    await typeAmount('150')
    await settle()
    const card = screen.getByTestId('onramp-quote')
    expect(card.hasAttribute('data-estimate')).toBe(true)
    const text = card.textContent
    expect(text).toContain('You receiveETH')
    expect(text).toContain('You pay150.00 USD')
    expect(text).toContain('Provider fee1%–2%')
    expect(text).toContain('This is an estimate: the provider shows the final amount before you pay.')
    expect(text).not.toContain('≈')
    expect(text).not.toContain('Network fee')
    expect(text).not.toContain('150 ETH')
    // Continue still goes to the provider, which asks for the whole fiat amount it was given.
    await act(async () => fireEvent.click(button('Continue to payment')!))
    expect(open).toHaveBeenCalled()
    await screen.findByRole('heading', { name: 'Finish in the provider’s window' })
    expect(popup.location.href).toBe(PAGE)
    const [request] = fixture.calls.filter((call) => call.method === 'generateOnrampUrl')
    expect(request?.parameters).toMatchObject({ presetFiatAmount: 150 })
    expect(request?.parameters).not.toHaveProperty('presetCryptoAmount')
  })

  it('R-ACCT-05 another currency or asset is quoted anew', async () => {
    const { screen, typeAmount, settle, fixture, button, shadow } = await openBuy()
    await typeAmount('100')
    await settle()
    await act(async () => fireEvent.change(shadow.querySelector('select')!, { target: { value: 'EUR' } }))
    await act(async () => fireEvent.click(button('USDCUSD Coin')!))
    await settle()
    const quotes = fixture.calls
      .filter((call) => call.method === 'getOnrampQuote')
      .map((call) => call.parameters)
    expect(quotes.at(-1)).toEqual({
      purchaseCurrency: 'usdc',
      paymentCurrency: 'EUR',
      amount: '100.00',
      network: 'ethereum',
    })
    expect(screen.getByTestId('onramp-quote').textContent).toContain('USDC')
  })

  it('R-ACCT-05 Continue opens a window in the click, sends it to the provider URL, then shows the purchase once it arrives', async () => {
    const { open, popup } = stubWindowOpen()
    const { screen, typeAmount, settle, fixture, button, clock } = await openBuy()
    await typeAmount('150')
    await settle()
    await act(async () => fireEvent.click(button('Continue to payment')!))
    // Opened synchronously in the click, with no handle back to the page.
    expect(open).toHaveBeenCalledWith('', '_blank')
    expect(popup.opener).toBeNull()
    await screen.findByRole('heading', { name: 'Finish in the provider’s window' })
    expect(popup.location.href).toBe(PAGE)
    expect(screen.getByRole('link', { name: 'Open it again' }).getAttribute('href')).toBe(PAGE)
    fixture.pay('0.045385')
    await act(async () => clock.advance(ONRAMP_WATCH_INTERVAL_MS))
    expect((await screen.findByTestId('onramp-received')).textContent).toBe(
      '0.045 ETH arrived. Your balance is 1.280 ETH.',
    )
    expect(screen.getByRole('heading', { name: 'Purchase complete' })).toBeTruthy()
  })

  it('R-ACCT-05 a blocked window: the page is offered as a link instead', async () => {
    stubWindowOpen('blocked')
    const { screen, typeAmount, settle, button } = await openBuy()
    await typeAmount('50')
    await settle()
    await act(async () => fireEvent.click(button('Continue to payment')!))
    await screen.findByRole('heading', { name: 'Open the provider’s page' })
    expect(screen.getByRole('link', { name: 'Open the page' }).getAttribute('href')).toBe(PAGE)
  })

  it('R-ACCT-33 with several providers Buy lets the person choose between them', async () => {
    const first = fixtureOnrampProvider({ id: 'first', name: 'Fast' })
    const second = fixtureOnrampProvider({ id: 'second', name: 'Cheap' })
    const { pressed, button } = await openBuy({ providers: [first.provider, second.provider] })
    expect(pressed('Provider')).toBe('Fast')
    await act(async () => fireEvent.click(button('Cheap')!))
    await waitFor(() => expect(pressed('Provider')).toBe('Cheap'))
    expect(second.calls.map((call) => call.method)).toContain('getOnrampOptions')
  })

  it('R-ACCT-05 the router data picks the asset and the amount', async () => {
    const { pressed, shadow } = await openBuy({ open: { data: { asset: 'USDC', amount: '250' } } })
    expect(pressed('Buy')).toBe('USDCUSD Coin')
    expect((shadow.querySelector('input') as HTMLInputElement).value).toBe('250')
  })

  it('R-ACCT-33 without a blockchain service or configured providers, Buy says it is not available', async () => {
    const test = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
    await test.client.ready()
    await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    const { screen } = await renderModal(test.client)
    await act(async () => test.client.open({ view: 'OnRamp' }))
    expect(await screen.findByText('Buying crypto is not available here.')).toBeTruthy()
  })
})
