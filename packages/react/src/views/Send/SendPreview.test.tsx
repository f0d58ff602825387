import type { AdapterSendTransactionParameters, CallsPreview, PreviewCallsParameters } from '@sigil/core'
import { createTestClient, testMainnet } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { manualFrames } from '../../test/manualFrames.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(() => {
  vi.unstubAllGlobals()
  return cleanupModals()
})
// The preview's lazily loaded panel, transformed once at collection rather than inside the first test.
await import('../../preview/TransactionPreview.js')

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TERMS = { gas: '21000', maxFeePerGas: '1500000000', maxPriorityFeePerGas: '1500000000' }
const READY: CallsPreview = {
  status: 'ready',
  method: 'simulate',
  changes: [{ asset: { kind: 'native' }, amount: '-500000000000000000' }],
  tokensTraced: true,
  checked: 1,
  fee: { amount: '31500000000000', kind: 'exact', terms: TERMS },
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

/** Send on a review of 0.5 ETH to Alice, with the adapter's preview answering as the test says. */
async function reviewWith(previewCalls?: (parameters: PreviewCallsParameters) => Promise<CallsPreview>) {
  const test = createTestClient({
    solana: false,
    evm: {
      connectors: [{ id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }],
      balance: { balance: '1.23456', symbol: 'ETH' },
      chainId: testMainnet.id,
    },
    networks: [testMainnet],
  })
  const sent: AdapterSendTransactionParameters[] = []
  Object.assign(test.evm, {
    sendTransaction: async (parameters: AdapterSendTransactionParameters) => {
      sent.push(parameters)
      return `0x${'cd'.repeat(32)}`
    },
    ...(previewCalls ? { previewCalls } : {}),
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
  await test.client.refreshBalance('eip155')
  const { screen } = await renderModal(test.client, { loadAccountList: async () => [] })
  await act(async () => test.client.open())
  await act(async () => test.client.router.push('Send'))
  await screen.findByRole('button', { name: 'Token ETH Ether' })
  fireEvent.change(screen.getByLabelText('Amount', { exact: true }), { target: { value: '0.5' } })
  await act(async () =>
    fireEvent.change(screen.getByLabelText('To', { exact: true }), { target: { value: ALICE } }),
  )
  fireEvent.click(screen.getByRole('button', { name: 'Review' }))
  return {
    ...test,
    screen,
    sent,
    sendButton: () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement,
  }
}

describe('Send: the preview before the wallet asks', () => {
  it('R-ACCT-03 Send waits for the preview, shows what leaves and the exact fee, and asks the wallet with the preview’s fee terms', async () => {
    const answer = deferred<CallsPreview>()
    const asked: PreviewCallsParameters[] = []
    const { screen, sent, sendButton } = await reviewWith((parameters) => {
      asked.push(parameters)
      return answer.promise
    })
    await waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]).toMatchObject({ calls: [{ to: ALICE, value: '500000000000000000' }], keepsTerms: true })
    expect(sendButton().disabled).toBe(true)
    await act(async () => answer.resolve(READY))
    const preview = await screen.findByTestId('preview-fee')
    expect(preview.textContent).toBe('Network fee0.0000315 ETH')
    expect(screen.getByTestId('preview-send').textContent).toBe('You send0.500 ETH')
    // The estimate's row is left out: one fee, the preview's.
    expect(screen.queryByTestId('review-fee')).toBeNull()
    expect(sendButton().disabled).toBe(false)
    await act(async () => fireEvent.click(sendButton()))
    expect(sent).toEqual([expect.objectContaining({ to: ALICE, value: '500000000000000000', fee: TERMS })])
  })

  it('R-ACCT-03 the preview starts once the review has painted, even when its code is loaded and it mounts with the review', async () => {
    const order: string[] = []
    const asked: PreviewCallsParameters[] = []
    const { screen } = await reviewWith(async (parameters) => {
      asked.push(parameters)
      order.push('preview')
      return READY
    })
    await screen.findByTestId('preview-fee')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit' })))
    // From here the test paints: a frame's callbacks run only when it says so.
    const frames = manualFrames()
    order.length = 0

    // The panel's code is loaded: it mounts in the same commit as the review, and its effects
    // and every promise they start have run by the end of this act.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Review' })))
    expect(screen.getByTestId('review-amount').textContent).toBe('0.5 ETH')
    expect(screen.getByTestId('transaction-preview').dataset.status).toBe('running')
    expect(asked).toHaveLength(1)

    // The frame that shows the review is painted; the preview starts in the task after it.
    order.push('frame')
    await frames.paint()
    await waitFor(() => expect(asked).toHaveLength(2))
    expect(order).toEqual(['frame', 'preview'])
    expect((await screen.findByTestId('preview-send')).textContent).toBe('You send0.500 ETH')
  })

  it('a transfer that would fail says why in words and keeps Send off', async () => {
    const { screen, sent, sendButton } = await reviewWith(async () => ({
      status: 'fails',
      failure: { code: 'feeUnaffordable', callIndex: 0 },
    }))
    expect((await screen.findByTestId('preview-failure')).textContent).toBe(
      'Not enough ETH for the network fee.',
    )
    expect(sendButton().disabled).toBe(true)
    fireEvent.click(sendButton())
    expect(sent).toEqual([])
  })

  it('an RPC that cannot run the preview is said, with Check again, and does not hold Send back', async () => {
    let runs = 0
    const { screen, sendButton } = await reviewWith(async () => {
      runs += 1
      throw new Error('fetch failed')
    })
    expect((await screen.findByTestId('preview-unavailable')).textContent).toBe(
      'The preview could not run: Ethereum did not answer. Check the details in your wallet before you approve.',
    )
    expect(sendButton().disabled).toBe(false)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check again' })))
    await waitFor(() => expect(runs).toBe(2))
  })

  it('a network whose adapter cannot preview says so, rather than showing nothing', async () => {
    const { screen, sendButton } = await reviewWith()
    expect((await screen.findByTestId('preview-unavailable')).textContent).toBe(
      'A preview is not available on Ethereum. Check the details in your wallet before you approve.',
    )
    expect(sendButton().disabled).toBe(false)
  })
})
