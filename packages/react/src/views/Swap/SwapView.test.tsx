import type { Connector } from '@sigil/core'
import { DEBOUNCE_MS, errorFromRpcCode } from '@sigil/core/internal'
import type { SwapService } from '@sigil/core/swap'
import { createTestClient, type TestClientOptions } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { fixtureSwapService } from './test/swapFixtures.js'

afterEach(cleanupModals)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const HASH = `0x${'cd'.repeat(32)}`

type Options = {
  swapService?: () => Promise<SwapService>
  config?: TestClientOptions
  data?: unknown
  /** What the wallet does when asked to send. */
  wallet?: 'sign' | 'reject'
}

/** A connected client showing Swap, the wallet able to send and its transactions mined at once. */
async function openSwap(options: Options = {}) {
  const fixture = fixtureSwapService()
  const test = createTestClient({
    solana: false,
    evm: { connectors: [rabbit] },
    ...options.config,
  })
  const sent: { to: string; value: string; data?: string }[] = []
  const mined: string[] = []
  Object.assign(test.evm, {
    async sendTransaction(parameters: { to: string; value: string; data?: string }) {
      // As the EVM adapter reports a wallet's 4001.
      if (options.wallet === 'reject') throw errorFromRpcCode(4001, 'User rejected the request.')
      sent.push({
        to: parameters.to,
        value: parameters.value,
        ...(parameters.data ? { data: parameters.data } : {}),
      })
      return HASH
    },
    async waitForTransaction({ hash }: { hash: string }) {
      mined.push(hash)
      return { status: 'success' }
    },
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client, {
    swapService: options.swapService ?? (async () => fixture.service),
  })
  await act(async () => test.client.open({ view: 'Swap', data: options.data }))
  const typeAmount = async (text: string) => {
    await act(async () =>
      fireEvent.change(rendered.screen.getByLabelText('You pay'), { target: { value: text } }),
    )
  }
  const settleQuote = async () => {
    await act(async () => test.clock.advance(DEBOUNCE_MS))
    await waitFor(() =>
      expect(rendered.shadow.querySelector('[data-testid="swap-receive"] .sigil-skeleton')).toBeNull(),
    )
  }
  return { ...test, ...rendered, fixture, sent, mined, typeAmount, settleQuote }
}

const button = (shadow: ShadowRoot, name: RegExp | string) =>
  [...shadow.querySelectorAll('button')].find((candidate) =>
    typeof name === 'string' ? candidate.textContent === name : name.test(candidate.textContent ?? ''),
  )

describe('Swap view', () => {
  it('in Arabic each balance line keeps its amount left to right inside the sentence (issue 22)', async () => {
    const { shadow, element, settleQuote } = await openSwap({ config: { locale: 'ar' } })
    await waitFor(() => expect(element.getAttribute('dir')).toBe('rtl'))
    const lines = await waitFor(() => {
      const found = [...shadow.querySelectorAll('.sigil-swap-side__balance')].map(
        (line) => line.textContent ?? '',
      )
      if (found.length < 2 || found.some((text) => !/\d/.test(text))) throw new Error('no balances yet')
      return found
    })
    // Left-to-right isolate … pop directional isolate around the amount and its symbol.
    for (const text of lines) expect(text).toMatch(/\u2066[^\u2069]*\d[^\u2069]* [A-Z]+\u2069/)
    // So does each side's value in dollars, once a quote has come.
    const pay = shadow.querySelector<HTMLInputElement>('input[inputmode="decimal"]')!
    await act(async () => fireEvent.change(pay, { target: { value: '0.5' } }))
    await settleQuote()
    const values = [...shadow.querySelectorAll('.sigil-swap-side__value')].map(
      (line) => line.textContent ?? '',
    )
    expect(values).toHaveLength(2)
    for (const text of values) expect(text).toMatch(/^\u2066[^\u2069]*\d[^\u2069]*\u2069$/)
  })

  it('R-ACCT-04 shows a skeleton while the provider loads, then the tokens with balances: ETH to sell, USDC to buy', async () => {
    let release: () => void = () => undefined
    const fixture = fixtureSwapService()
    const pending = new Promise<void>((resolve) => {
      release = resolve
    })
    const { shadow, screen } = await openSwap({ swapService: () => pending.then(() => fixture.service) })
    await waitFor(() => expect(shadow.querySelector('[data-testid="swap-loading"]')).not.toBeNull())
    await act(async () => release())
    await screen.findByLabelText('You pay')
    expect(screen.getByRole('button', { name: 'You pay: ETH, change token' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive: USDC, change token' })).toBeTruthy()
    expect(shadow.textContent).toContain('Balance 1.235 ETH')
    expect(shadow.textContent).toContain('Balance 2,500.500 USDC')
    expect(button(shadow, 'Enter an amount')?.disabled).toBe(true)
  })

  it('R-ACCT-04 R-ACCT-27 an amount gets a debounced quote: what is received, its value, the rate, the network fee, 1% slippage and the minimum received', async () => {
    const { screen, shadow, typeAmount, settleQuote, fixture } = await openSwap()
    await screen.findByLabelText('You pay')
    await typeAmount('0.5')
    expect(shadow.querySelector('[data-testid="swap-receive"] .sigil-skeleton')).not.toBeNull()
    expect(button(shadow, 'Getting the best price…')?.disabled).toBe(true)
    await settleQuote()
    expect(fixture.callsOf('getSwapQuote')).toHaveLength(1)
    // 0.5 ETH at 3,250 USDC less 0.3%: 1,620.125 USDC.
    expect(screen.getByTestId('swap-receive').textContent).toBe('1,620.125')
    const text = shadow.querySelector('.sigil-swap-details')?.textContent ?? ''
    expect(text).toContain('Rate1 ETH = 3,240.25 USDC')
    expect(text).toContain('Network fee≈ 0.003 ETH · $9.75')
    expect(text).toContain('Slippage tolerance1%')
    expect(text).toContain('Minimum received1,603.924 USDC')
    expect(shadow.textContent).toContain('$1,625.00')
    expect(button(shadow, 'Swap')?.disabled).toBe(false)
  })

  it('R-ACCT-04 a wrong amount says why on the field and on the button; Max fills the balance less the fee reserve', async () => {
    const { screen, shadow, typeAmount } = await openSwap()
    const input = (await screen.findByLabelText('You pay')) as HTMLInputElement
    await typeAmount('2')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(button(shadow, 'Insufficient ETH balance')?.disabled).toBe(true)
    expect(shadow.querySelector('[data-tone="error"]')?.textContent).toBe('Insufficient ETH balance')
    await typeAmount('abc')
    expect(button(shadow, 'Enter a valid amount')?.disabled).toBe(true)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Max' })))
    // 1.234567 ETH less 2 × 250,000 gas × 12 gwei.
    expect(input.value).toBe('1.228567')
  })

  it('R-ACCT-04 the token list picks what to buy, searchable by name or symbol; picking the token sold flips the sides', async () => {
    const { screen, shadow } = await openSwap()
    await screen.findByLabelText('You pay')
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'You receive: USDC, change token' })),
    )
    const search = screen.getByRole('searchbox', { name: 'Search tokens' })
    await act(async () => fireEvent.change(search, { target: { value: 'bitcoin' } }))
    const options = [...shadow.querySelectorAll('.sigil-swap-option')].map((option) => option.textContent)
    expect(options).toEqual(['WBTCWrapped Bitcoin'])
    await act(async () => fireEvent.click(button(shadow, /^WBTC/)!))
    const picked = screen.getByRole('button', { name: 'You receive: WBTC, change token' })
    // Focus is back on the button that opened the list.
    expect(shadow.activeElement).toBe(picked)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'You pay: ETH, change token' })))
    await act(async () => fireEvent.click(button(shadow, /^WBTCWrapped Bitcoin/)!))
    expect(screen.getByRole('button', { name: 'You pay: WBTC, change token' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'You receive: ETH, change token' })).toBeTruthy()
  })

  it('R-ACCT-04 selling ETH: one wallet request, then "Swap complete" with what was sold and received, balances read afresh', async () => {
    const { screen, shadow, typeAmount, settleQuote, sent, mined, fixture } = await openSwap()
    await screen.findByLabelText('You pay')
    await typeAmount('0.5')
    await settleQuote()
    await act(async () => fireEvent.click(button(shadow, 'Swap')!))
    await screen.findByRole('heading', { name: 'Swap complete' })
    expect(sent).toEqual([
      { to: '0x82c6d3ed4cd33d8ec1e51d0b5cc1d822eaa0c3dc', value: String(5n * 10n ** 17n), data: '0x5a5a' },
    ])
    expect(mined).toEqual([HASH])
    expect(shadow.textContent).toContain('You sold 0.500 ETH and received 1,620.125 USDC.')
    expect(fixture.callsOf('getBalances').at(-1)?.parameters).toEqual({
      forceUpdate: [expect.stringMatching(/^eip155:\d+:0x/), expect.stringMatching(/^eip155:\d+:0x/)],
    })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Swap again' })))
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('')
  })

  it('R-ACCT-04 selling a token with a short allowance: "Approve USDC and swap", the approval and the swap each a wallet request', async () => {
    const { screen, shadow, typeAmount, settleQuote, sent } = await openSwap({
      data: { from: 'USDC', to: 'ETH' },
    })
    await screen.findByLabelText('You pay')
    await typeAmount('100')
    await settleQuote()
    // The fee estimate covers both transactions: (250,000 + 60,000) gas at 12 gwei.
    expect(shadow.querySelector('.sigil-swap-details')?.textContent).toContain('Network fee≈ 0.00372 ETH')
    await act(async () => fireEvent.click(button(shadow, 'Approve USDC and swap')!))
    await screen.findByRole('heading', { name: 'Swap complete' })
    expect(sent.map((transaction) => transaction.to)).toEqual([
      '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      '0x82c6d3ed4cd33d8ec1e51d0b5cc1d822eaa0c3dc',
    ])
  })

  it('R-ACCT-04 each step shows where it is: waiting for the wallet, then pending, the approval marked done', async () => {
    const {
      screen,
      shadow,
      typeAmount,
      settleQuote,
      evm: adapter,
    } = await openSwap({
      data: { from: 'USDC', to: 'ETH' },
    })
    const releases: (() => void)[] = []
    Object.assign(adapter, {
      sendTransaction: () => new Promise((resolve) => releases.push(() => resolve(HASH))),
      waitForTransaction: () => new Promise((resolve) => releases.push(() => resolve({ status: 'success' }))),
    })
    await screen.findByLabelText('You pay')
    await typeAmount('100')
    await settleQuote()
    await act(async () => fireEvent.click(button(shadow, 'Approve USDC and swap')!))
    const rows = () =>
      [...shadow.querySelectorAll('.sigil-swap-step')].map(
        (row) => `${row.getAttribute('data-state')}: ${row.textContent}`,
      )
    const lead = () => shadow.querySelector('.sigil-swap-progress__lead')?.textContent
    await waitFor(() => expect(lead()).toBe('Approve the spending in your wallet'))
    expect(rows()).toEqual([
      'active: Approve USDCWaiting for your wallet…',
      'next: 2Swap USDC for ETHUp next',
    ])
    await act(async () => releases.shift()?.())
    await waitFor(() => expect(rows()[0]).toBe('active: Approve USDCPending on Ethereum…'))
    await act(async () => releases.shift()?.())
    await waitFor(() => expect(lead()).toBe('Confirm the swap in your wallet'))
    expect(rows()).toEqual(['done: Approve USDCMined', 'active: Swap USDC for ETHWaiting for your wallet…'])
    await act(async () => releases.shift()?.())
    await act(async () => releases.shift()?.())
    await screen.findByRole('heading', { name: 'Swap complete' })
  })

  it('R-ACCT-04 a refusal in the wallet is said in words, with Try again', async () => {
    const { screen, shadow, typeAmount, settleQuote } = await openSwap({ wallet: 'reject' })
    await screen.findByLabelText('You pay')
    await typeAmount('0.1')
    await settleQuote()
    await act(async () => fireEvent.click(button(shadow, 'Swap')!))
    expect((await screen.findByRole('alert')).textContent).toBe('You rejected the request in your wallet')
    expect(screen.getByRole('heading', { name: 'The swap did not go through' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Back' })))
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('0.1')
  })

  it('R-ERR-10 R-ACCT-24 on a network swaps do not serve: "Network not supported for Swaps", nothing asked of the provider', async () => {
    const { screen, fixture } = await openSwap({ config: { swapChainIds: [8453] } })
    expect((await screen.findByTestId('swap-unavailable')).textContent).toContain(
      'Network not supported for Swaps',
    )
    expect(fixture.calls).toEqual([])
  })

  it('R-ACCT-33 without a blockchain service or a configured provider, Swap says swaps are not available', async () => {
    const test = createTestClient({
      solana: false,
      evm: { connectors: [rabbit] },
    })
    await test.client.ready()
    await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    const { screen } = await renderModal(test.client)
    await act(async () => test.client.open({ view: 'Swap' }))
    expect(await screen.findByText('Swaps are not available here.')).toBeTruthy()
  })
})
