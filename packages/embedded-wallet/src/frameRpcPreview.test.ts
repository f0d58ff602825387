import { approvalGateOf } from '@sigil/core/internal'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'
import { readyFrameProvider } from './test/readyFrame.js'

let fake: ReturnType<typeof createFakeFrameWindow>

beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

async function setup() {
  const { client, provider } = await readyFrameProvider(fake)
  client.getState().accounts.eip155.address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  return { client, provider, gate: approvalGateOf(client) }
}

const sendRequests = () =>
  fake.posted.filter(
    (entry) =>
      entry.message.type === '@w3m-app/RPC_REQUEST' &&
      (entry.message.payload as { method?: string }).method === 'eth_sendTransaction',
  )
const transfer = {
  method: 'eth_sendTransaction',
  params: [{ to: '0x0000000000000000000000000000000000000001', value: '0x1' }],
}

describe('a request that moves funds waits for the modal’s preview', () => {
  it('R-SEC-05 with a modal to show it, the frame is not asked until the person goes on', async () => {
    const { client, provider, gate } = await setup()
    const disarm = gate.arm()
    const call = provider.request(transfer)
    await vi.advanceTimersByTimeAsync(0)
    expect(client.getState().router.view).toBe('ApproveTransaction')
    expect(gate.pending()).toEqual(transfer)
    expect(sendRequests()).toHaveLength(0)
    expect(fake.iframe.style.opacity).not.toBe('1')

    gate.decide(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(sendRequests()).toHaveLength(1)
    expect(fake.iframe.style.opacity).toBe('1')
    fake.answer('RPC_REQUEST', 'SUCCESS', '0xhash')
    expect(await call).toBe('0xhash')
    disarm()
  })

  it('R-SEC-05 Cancel declines it: the frame never sees it and the modal closes', async () => {
    const { client, provider, gate } = await setup()
    const disarm = gate.arm()
    const call = provider.request(transfer).catch((error: Error) => error)
    await vi.advanceTimersByTimeAsync(0)
    gate.decide(false)
    expect(((await call) as Error).message).toContain('User rejected the request')
    expect(sendRequests()).toHaveLength(0)
    expect(gate.pending()).toBeUndefined()
    expect(client.getState().modal.open).toBe(false)
    disarm()
  })

  it('closing the modal while the preview shows declines it too', async () => {
    const { client, provider, gate } = await setup()
    const disarm = gate.arm()
    const call = provider.request(transfer).catch((error: Error) => error)
    await vi.advanceTimersByTimeAsync(0)
    client.close()
    expect(String(await call)).toContain('Modal closed')
    expect(gate.pending()).toBeUndefined()
    expect(sendRequests()).toHaveLength(0)
    disarm()
  })

  it('signing moves no funds, and with no modal mounted nothing waits', async () => {
    const { provider, gate } = await setup()
    const disarm = gate.arm()
    const sign = provider.request({ method: 'personal_sign', params: ['0x68', '0x0'] })
    await vi.advanceTimersByTimeAsync(0)
    expect(gate.pending()).toBeUndefined()
    fake.answer('RPC_REQUEST', 'SUCCESS', '0xsig')
    expect(await sign).toBe('0xsig')
    disarm()

    const call = provider.request(transfer)
    await vi.advanceTimersByTimeAsync(0)
    expect(gate.pending()).toBeUndefined()
    expect(sendRequests()).toHaveLength(1)
    fake.answer('RPC_REQUEST', 'SUCCESS', '0xhash')
    expect(await call).toBe('0xhash')
  })
})
