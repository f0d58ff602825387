import { describe, expect, it } from 'vitest'
import { mapConnectError } from './mapConnectError.js'

describe('mapConnectError: a refusal is called a refusal', () => {
  it.each([4001, 5000, 5001, 5002, 5003])('R-ERR-12: a wallet code %i is CONNECTION_REJECTED', (code) => {
    expect(mapConnectError({ code, message: 'User rejected.' }).code).toBe('CONNECTION_REJECTED')
  })

  it('R-ERR-12: a WalletConnect refusal wrapped as a cause, even in a plain object, is CONNECTION_REJECTED', () => {
    const wrapped = new Error('Connecting failed', {
      cause: { cause: { code: 5000, message: 'User rejected.' } },
    })
    expect(mapConnectError(wrapped).code).toBe('CONNECTION_REJECTED')
  })

  it('anything else is FAILED_TO_CONNECT, and a cause chain that loops ends', () => {
    expect(mapConnectError({ code: -32603, message: 'Internal error' }).code).toBe('FAILED_TO_CONNECT')
    expect(mapConnectError({ code: '5000' }).code).toBe('FAILED_TO_CONNECT')
    const looped: { cause?: unknown } = {}
    looped.cause = looped
    expect(mapConnectError(looped).code).toBe('FAILED_TO_CONNECT')
  })
})
