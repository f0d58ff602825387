import type { Connector } from '@sigil/core'
import type { SendCallsRequest } from '@sigil/core/calls'
import { DEBOUNCE_MS } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { fixtureSwapService } from './test/swapFixtures.js'

afterEach(cleanupModals)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }
const HASH = `0x${'cd'.repeat(32)}`

/** Swap selling 100 USDC (short allowance) on a wallet that batches (`atomic`) or not. */
async function quotedSwap(atomic: boolean) {
  const test = createTestClient({ solana: false, evm: { connectors: [rabbit] } })
  const sent: string[] = []
  const batches: SendCallsRequest['calls'][] = []
  Object.assign(test.evm, {
    async sendTransaction({ to }: { to: string }) {
      sent.push(to)
      return HASH
    },
    async waitForTransaction() {
      return { status: 'success' }
    },
    async getAtomicCapability() {
      return atomic ? 'supported' : 'unsupported'
    },
    async sendCalls({ calls }: SendCallsRequest) {
      batches.push(calls)
      return { id: '0xba7c' }
    },
    async getCallsStatus() {
      return { status: 'confirmed', hashes: [HASH] }
    },
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const fixture = fixtureSwapService()
  const rendered = await renderModal(test.client, { swapService: async () => fixture.service })
  await act(async () => test.client.open({ view: 'Swap', data: { from: 'USDC', to: 'ETH' } }))
  await rendered.screen.findByLabelText('You pay')
  await act(async () =>
    fireEvent.change(rendered.screen.getByLabelText('You pay'), { target: { value: '100' } }),
  )
  await act(async () => test.clock.advance(DEBOUNCE_MS))
  const note = await waitFor(() => {
    const found = rendered.shadow.querySelector('[data-testid="swap-prompts"]')
    expect(found).not.toBeNull()
    return found!
  })
  const submit = () =>
    [...rendered.shadow.querySelectorAll('button')].find((b) => b.textContent === 'Approve USDC and swap')!
  // The button waits while the preview checks what the calls will do (here: it cannot, and says so).
  await waitFor(() => expect(submit().disabled).toBe(false))
  return { ...rendered, note, submit, sent, batches }
}

describe('Swap with an approval: how many wallet prompts', () => {
  it('R-ACCT-04 R-EVM-03: a wallet that batches gets one prompt for approval and swap, said before it', async () => {
    const { screen, note, submit, sent, batches } = await quotedSwap(true)
    expect(note.textContent).toBe('One wallet prompt approves and swaps together')
    await act(async () => fireEvent.click(submit()))
    await screen.findByRole('heading', { name: 'Swap complete' })
    expect(sent).toEqual([])
    expect(batches.map((calls) => calls.map((call) => call.to))).toEqual([
      ['0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48', '0x82c6d3ed4cd33d8ec1e51d0b5cc1d822eaa0c3dc'],
    ])
  })

  it('R-ACCT-04: a wallet that cannot batch is announced two prompts, then asked twice', async () => {
    const { screen, note, submit, sent, batches } = await quotedSwap(false)
    expect(note.textContent).toBe('Your wallet will ask 2 times: approve, then swap')
    await act(async () => fireEvent.click(submit()))
    await screen.findByRole('heading', { name: 'Swap complete' })
    expect(sent).toHaveLength(2)
    expect(batches).toEqual([])
  })
})
