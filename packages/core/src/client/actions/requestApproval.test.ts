import { createTestClient } from '@sigil/test'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadActions } from '../loadActions.js'
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS } from '../rpcPermissions.js'

// As in a page: the embedded wallet, the only caller, loads after the client's actions.
beforeAll(async () => {
  await loadActions()
})

describe('requestApproval', () => {
  it('R-SEC-04 eth_call and eth_sendRawTransaction run without ApproveTransaction', () => {
    const { client } = createTestClient()
    for (const method of ['eth_call', 'eth_sendRawTransaction', ...SAFE_RPC_METHODS])
      expect(client.requestApproval({ method })).toBe('safe')
    expect(client.getState().modal.open).toBe(false)
  })

  it.each(NOT_SAFE_RPC_METHODS)('R-SEC-05 R-STATE-05 %s opens the modal on ApproveTransaction', (method) => {
    const { client } = createTestClient()
    expect(client.requestApproval({ method, params: [] })).toBe('approval')
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe('ApproveTransaction')
    expect(client.getState().router.transactionStack).toHaveLength(1)
  })

  it('R-SEC-02 a method on neither list is rejected with RPC_METHOD_NOT_ALLOWED and logged', () => {
    const { client, log } = createTestClient()
    expect(() => client.requestApproval({ method: 'eth_sign' })).toThrowError(
      'Requested RPC call is not allowed',
    )
    expect(log.records.some((r) => r.level === 'error' && r.message.includes('eth_sign'))).toBe(true)
  })

  it('R-STATE-14 success pops the approval and closes a modal opened for it', () => {
    const { client } = createTestClient()
    client.requestApproval({ method: 'personal_sign' })
    client.router.popTransactionStack('success')
    expect(client.getState().modal.open).toBe(false)
    expect(client.getState().router.transactionStack).toEqual([])
  })
})
