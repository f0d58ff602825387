import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { SHAKE_MS } from '../../constants/index.js'

describe('router and close', () => {
  it('R-STATE-14 push adds, replace swaps, popTransactionStack removes the top with its outcome', async () => {
    const { client } = createTestClient()
    await client.open()
    client.router.push('AllWallets')
    client.router.push('ConnectingExternal', { id: 'w' })
    expect(client.getState().router.history.map((e) => e.view)).toEqual([
      'Connect',
      'AllWallets',
      'ConnectingExternal',
    ])
    client.router.replace('EmailLogin')
    expect(client.getState().router.history.map((e) => e.view)).toEqual([
      'Connect',
      'AllWallets',
      'EmailLogin',
    ])
    expect(client.requestApproval({ method: 'personal_sign', params: ['0x00'] })).toBe('approval')
    expect(client.getState().router.transactionStack).toEqual([
      { view: 'ApproveTransaction', data: { method: 'personal_sign', params: ['0x00'] } },
    ])
    client.router.popTransactionStack('error')
    const { router } = client.getState()
    expect(router.transactionStack).toEqual([])
    expect(router.lastTransactionOutcome).toBe('error')
    expect(router.view).toBe('EmailLogin')
  })

  it('R-STATE-11 going back with one history entry closes the modal', async () => {
    const { client } = createTestClient()
    await client.open()
    client.router.push('AllWallets')
    client.router.goBack()
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe('Connect')
    client.router.goBack()
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-12 closing resets the router to Connect with one entry', async () => {
    const { client } = createTestClient()
    await client.open({ view: 'AllWallets' })
    client.router.push('ConnectingExternal')
    client.close()
    expect(client.getState().router).toMatchObject({ view: 'Connect', history: [{ view: 'Connect' }] })
  })

  it('R-STATE-13 while connected, back to Connect lands on Account', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await client.open({ view: 'Connect' })
    client.router.push('AllWallets')
    client.router.goBack()
    expect(client.getState().router.view).toBe('Account')
    expect(client.getState().router.history).toEqual([{ view: 'Account' }])
  })

  it('R-STATE-27 closing with an empty transaction stack rejects every pending request with MODAL_CLOSED', async () => {
    const { client } = createTestClient()
    await client.open()
    const reasons: string[] = []
    client.trackRequest({ reject: (error) => reasons.push(error.code) })
    const done = client.trackRequest({ reject: (error) => reasons.push(`settled ${error.code}`) })
    done()
    client.close()
    expect(reasons).toEqual(['MODAL_CLOSED'])
  })

  it('R-STATE-27 with a transaction on the stack closing leaves its requests to the flow', async () => {
    const { client } = createTestClient()
    await client.ready()
    const reasons: string[] = []
    client.trackRequest({ reject: (error) => reasons.push(error.code) })
    client.requestApproval({ method: 'eth_sendTransaction' })
    client.close()
    expect(reasons).toEqual([])
  })

  it('R-STATE-28 close is disabled on the sign and approve views while sign-in is required and unsigned', async () => {
    const { client } = createTestClient()
    await client.open({ view: 'SIWXSignMessage' })
    expect(client.canClose()).toBe(true)
    client.setSiwx({ required: true, status: 'idle' })
    expect(client.canClose()).toBe(false)
    client.router.push('ApproveTransaction')
    expect(client.canClose()).toBe(false)
    client.router.push('Account')
    expect(client.canClose()).toBe(true)
    client.router.goBack()
    client.setSiwx({ status: 'signed' })
    expect(client.canClose()).toBe(true)
  })

  it('R-UI-14 a shake lasts 500 ms', async () => {
    const { client, clock } = createTestClient()
    await client.open()
    client.shake()
    expect(client.getState().modal.shake).toBe(true)
    clock.advance(SHAKE_MS - 1)
    expect(client.getState().modal.shake).toBe(true)
    clock.advance(1)
    expect(client.getState().modal.shake).toBe(false)
  })
})
