import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { sendFlowOf } from './sendFlowOf.js'

async function setup() {
  const test = createTestClient()
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await test.client.open()
  test.client.router.push('Send')
  return test
}

describe('sendFlowOf', () => {
  it('R-ACCT-15 R-STATE-14 keeps one flow while Send is in the history, an approval pushed over it and popped included', async () => {
    const { client } = await setup()
    const flow = sendFlowOf(client)
    flow.setAmount('0.5')
    expect(client.requestApproval({ method: 'eth_sendTransaction', params: [{}] })).toBe('approval')
    expect(client.getState().router.view).toBe('ApproveTransaction')
    expect(sendFlowOf(client)).toBe(flow)
    client.router.popTransactionStack('success')
    expect(client.getState().router.view).toBe('Send')
    expect(sendFlowOf(client)).toBe(flow)
    expect(sendFlowOf(client).getState().sendTokenAmount).toBe('0.5')
  })

  it('R-ACCT-15 starts a new flow once Send has left the history, by going back or by closing', async () => {
    const { client } = await setup()
    const first = sendFlowOf(client)
    first.setAmount('0.5')
    client.router.goBack()
    client.router.push('Send')
    const second = sendFlowOf(client)
    expect(second).not.toBe(first)
    expect(second.getState().sendTokenAmount).toBeUndefined()
    client.close()
    await client.open()
    client.router.push('Send')
    expect(sendFlowOf(client)).not.toBe(second)
  })

  it('keeps a flow per client', async () => {
    const a = await setup()
    const b = await setup()
    expect(sendFlowOf(a.client)).not.toBe(sendFlowOf(b.client))
  })
})
