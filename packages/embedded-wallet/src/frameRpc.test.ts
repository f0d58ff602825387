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
  const { client, provider, evm, log } = await readyFrameProvider(fake)
  // A connected account, so a balance refresh has something to read.
  client.getState().accounts.eip155.address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  return { client, provider, evm, lines: log.records }
}

const rpcRequests = () => fake.posted.filter((entry) => entry.message.type === '@w3m-app/RPC_REQUEST')

describe('RPC through the frame', () => {
  it('R-SEC-04 a safe method runs at once through the frame, without the modal or a balance refresh', async () => {
    const { client, provider, evm } = await setup()
    const call = provider.request({ method: 'eth_blockNumber' })
    await vi.advanceTimersByTimeAsync(0)
    // As the hosted site reads it: the call, its namespace, and the network with its RPC URL.
    expect(rpcRequests().at(-1)!.message.payload).toEqual({
      method: 'eth_blockNumber',
      chainNamespace: 'eip155',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8600/rpc/31337',
    })
    fake.answer('RPC_REQUEST', 'SUCCESS', '0x10')
    expect(await call).toBe('0x10')
    expect(client.getState().modal.open).toBe(false)
    expect(evm.callsOf('getBalance').length).toBe(0)
  })

  it('R-EMBED-19 a not-safe method opens ApproveTransaction; its success refreshes the balance and closes the modal', async () => {
    const { client, provider, evm } = await setup()
    const call = provider.request({
      method: 'personal_sign',
      params: ['0x68', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe('ApproveTransaction')
    // The secure site asks the user on its own page, shown over the modal meanwhile.
    expect(fake.iframe.style.opacity).toBe('1')
    expect(fake.iframe.attributes['aria-hidden']).toBeUndefined()
    fake.answer('RPC_REQUEST', 'SUCCESS', '0xsig')
    expect(await call).toBe('0xsig')
    expect(fake.iframe.style.opacity).toBe('0')
    expect(evm.callsOf('getBalance').length).toBe(1)
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-EMBED-19 with the modal already open, success pops the transaction stack with success', async () => {
    const { client, provider } = await setup()
    await client.open({ view: 'Account' })
    const call = provider.request({
      method: 'eth_sendTransaction',
      params: [{ to: '0x0000000000000000000000000000000000000001' }],
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(client.getState().router.view).toBe('ApproveTransaction')
    fake.answer('RPC_REQUEST', 'SUCCESS', '0xhash')
    await call
    expect(client.getState().router.lastTransactionOutcome).toBe('success')
    expect(client.getState().router.view).toBe('Account')
    expect(client.getState().modal.open).toBe(true)
  })

  it('R-EMBED-18 an RPC error closes the modal, or pops the stack with error when it is in use', async () => {
    const { client, provider } = await setup()
    const alone = provider.request({ method: 'personal_sign', params: ['0x68', '0x0'] })
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('RPC_REQUEST', 'ERROR', { message: 'The requested account is not this user', code: 4100 })
    await expect(alone).rejects.toThrow('The requested account is not this user')
    expect(client.getState().modal.open).toBe(false)

    await client.open({ view: 'Account' })
    const inFlow = provider.request({ method: 'personal_sign', params: ['0x68', '0x0'] })
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('RPC_REQUEST', 'ERROR', {})
    await expect(inFlow).rejects.toThrow('An error occurred')
    expect(client.getState().router.lastTransactionOutcome).toBe('error')
    expect(client.getState().router.view).toBe('Account')
  })

  it('R-EMBED-20 R-ERR-08 a method on neither list opens the modal, logs, rejects, and 300 ms later shows Action not allowed', async () => {
    const { client, provider, lines } = await setup()
    const pending = provider.request({ method: 'eth_call' }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const blocked = provider.request({ method: 'eth_sign', params: [] }).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    const error = (await blocked) as Error & { shortMessage: string }
    expect(error.shortMessage).toBe('Requested RPC call is not allowed')
    expect(client.getState().modal.open).toBe(true)
    expect(lines.some((line) => line.level === 'error' && line.message.includes('eth_sign'))).toBe(true)
    expect(String(await pending)).toContain('Request was aborted')
    expect(rpcRequests().some((entry) => entry.message.payload.method === 'eth_sign')).toBe(false)
    await vi.advanceTimersByTimeAsync(299)
    expect(client.getState().notification).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(client.getState().notification).toMatchObject({ message: 'Action not allowed', variant: 'error' })
  })

  it('closing the modal while a request waits aborts it on the frame', async () => {
    const { client, provider } = await setup()
    const call = provider
      .request({ method: 'personal_sign', params: ['0x68', '0x0'] })
      .catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    client.close()
    expect(String(await call)).toContain('Modal closed')
    expect(fake.posted.at(-1)!.message.type).toBe('@w3m-app/RPC_ABORT')
    expect(fake.iframe.style.opacity).toBe('0')
  })
})
