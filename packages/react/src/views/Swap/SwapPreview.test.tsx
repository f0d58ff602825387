import type { CallsPreview, Connector, PreviewCallsParameters } from '@sigil/core'
import { DEBOUNCE_MS } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { fixtureSwapService } from './test/swapFixtures.js'

afterEach(cleanupModals)
// The preview's lazily loaded panel, transformed once at collection rather than inside the first test.
await import('../../preview/TransactionPreview.js')

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const READY: CallsPreview = {
  status: 'ready',
  method: 'simulate',
  changes: [{ asset: { kind: 'native' }, amount: '-500000000000000000' }],
  tokensTraced: true,
  checked: 1,
  fee: { amount: '1000', kind: 'about' },
}
const MOVED: CallsPreview = {
  status: 'fails',
  failure: { code: 'priceMoved', callIndex: 0, reason: 'Slippage' },
}

/** Swap with a quote for 0.5 ETH on the screen; the adapter's preview answers from `answers` in turn. */
async function quoted(answers: CallsPreview[]) {
  const fixture = fixtureSwapService()
  const test = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
  const sent: unknown[] = []
  const previewed: PreviewCallsParameters[] = []
  Object.assign(test.evm, {
    async sendTransaction(parameters: unknown) {
      sent.push(parameters)
      return `0x${'cd'.repeat(32)}`
    },
    async waitForTransaction() {
      return { status: 'success' }
    },
    async previewCalls(parameters: PreviewCallsParameters) {
      previewed.push(parameters)
      return answers[Math.min(previewed.length - 1, answers.length - 1)]
    },
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client, { swapService: async () => fixture.service })
  await act(async () => test.client.open({ view: 'Swap' }))
  await waitFor(() => expect(rendered.screen.getByLabelText('You pay')).toBeTruthy())
  await act(async () =>
    fireEvent.change(rendered.screen.getByLabelText('You pay'), { target: { value: '0.5' } }),
  )
  await act(async () => test.clock.advance(DEBOUNCE_MS))
  const swapButton = () =>
    [...rendered.shadow.querySelectorAll('button')].find(
      (entry) => entry.textContent === 'Swap',
    ) as HTMLButtonElement
  return { ...test, ...rendered, fixture, sent, previewed, swapButton }
}

describe('Swap: the preview before the wallet asks', () => {
  it('R-ACCT-04 previews the swap the provider built for the quote, and runs the same calls again right before the wallet is asked', async () => {
    const { screen, sent, previewed, swapButton } = await quoted([READY])
    await screen.findByTestId('preview-send')
    expect(previewed).toHaveLength(1)
    expect(previewed[0]).toMatchObject({
      keepsTerms: false,
      calls: [expect.objectContaining({ value: '500000000000000000' })],
    })
    // The quote's details show the fee: the preview leaves its own out.
    expect(screen.queryByTestId('preview-fee')).toBeNull()
    expect(swapButton().disabled).toBe(false)
    await act(async () => fireEvent.click(swapButton()))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(previewed).toHaveLength(2)
    expect(previewed[1]!.calls).toEqual(previewed[0]!.calls)
  })

  it('R-ACCT-04 a price that moved before Swap is pressed: the words, Swap off, the wallet never asked; a new quote previews again', async () => {
    const { screen, sent, previewed, swapButton, clock } = await quoted([READY, MOVED, READY])
    await screen.findByTestId('preview-send')
    await act(async () => fireEvent.click(swapButton()))
    expect((await screen.findByTestId('preview-failure')).textContent).toBe(
      'This swap would fail: the price moved.',
    )
    expect(swapButton().disabled).toBe(true)
    expect(sent).toEqual([])

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get a new quote' })))
    await act(async () => clock.advance(DEBOUNCE_MS))
    await waitFor(() => expect(previewed).toHaveLength(3))
    await screen.findByTestId('preview-send')
    await waitFor(() => expect(swapButton().disabled).toBe(false))
    expect(sent).toEqual([])
  })
})
