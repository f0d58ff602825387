import { createTestClient, flushPromises } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createSendController } from '../send/createSendController.js'
import { MAX_PENDING_TRANSACTIONS } from './pendingList.js'
import { pendingCountText, pendingTransactionsOf } from './pendingTransactions.js'

const entry = (n: number) => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  caipNetworkId: 'eip155:1' as const,
  from: '0x1111111111111111111111111111111111111111',
  summary: '−1 ETH',
  sentAt: n,
})

describe('pending transactions', () => {
  it('R-ACCT-30 at most 99 are tracked (the oldest pending one drops out); a larger count is written "99+"', () => {
    const { client } = createTestClient()
    const tracker = pendingTransactionsOf(client)
    for (let n = 1; n <= MAX_PENDING_TRANSACTIONS; n++) tracker.add(entry(n))
    expect(tracker.getState().list).toHaveLength(99)
    expect(pendingCountText(tracker.getState())).toBe('99')
    tracker.add(entry(100))
    const { list, untracked } = tracker.getState()
    expect(list).toHaveLength(99)
    expect(untracked).toBe(1)
    expect(list[0]?.hash).toBe(entry(100).hash)
    expect(list.some((pending) => pending.hash === entry(1).hash)).toBe(false)
    expect(pendingCountText(tracker.getState())).toBe('99+')
    // The pendingTransactions slice of the client's one state; another client has its own.
    expect(pendingTransactionsOf(client).getState()).toBe(tracker.getState())
    expect(client.getState().pendingTransactions).toBe(tracker.getState())
    expect(pendingTransactionsOf(createTestClient().client).getState().list).toEqual([])
  })

  it('a sent transaction is pending at once and confirmed once mined', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    let mined: (outcome: { status: 'success' }) => void = () => {}
    evm.waitForTransaction = () => new Promise((resolve) => (mined = resolve))
    const controller = createSendController(client)
    controller.setToken({
      name: 'Ether',
      symbol: 'ETH',
      decimals: 18,
      caipNetworkId: 'eip155:1',
      balance: '1.5',
    })
    controller.setAmount('0.25')
    await controller.setReceiver('0x2222222222222222222222222222222222222222')
    const sending = controller.send()
    await flushPromises()
    const tracker = pendingTransactionsOf(client)
    expect(tracker.getState().list).toEqual([
      expect.objectContaining({ status: 'pending', summary: '−0.25 ETH', caipNetworkId: 'eip155:1' }),
    ])
    const seen: string[] = []
    tracker.subscribe((state) => seen.push(state.list[0]?.status ?? 'none'))
    mined({ status: 'success' })
    await sending
    expect(tracker.getState().list[0]?.status).toBe('confirmed')
    expect(seen).toEqual(['confirmed'])
    tracker.clearSettled()
    expect(tracker.getState().list).toEqual([])
  })
})
