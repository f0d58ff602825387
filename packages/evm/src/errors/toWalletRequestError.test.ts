import { isSigilError } from '@sigil/core'
import { WalletRpcError } from '@sigil/core/internal'
import { describe, expect, it } from 'vitest'
import { walletError } from '../test/FakeEip1193Provider.js'
import { toWalletRequestError } from './toWalletRequestError.js'
import { walletErrorCode } from './walletErrorCode.js'

describe('toWalletRequestError', () => {
  it.each([4100, 4200, 4900, 4901, -32000])(
    'R-ERR-24 maps wallet code %i to a typed wallet error',
    (code) => {
      const error = toWalletRequestError(walletError(code, 'from the wallet'))
      expect(error).toBeInstanceOf(WalletRpcError)
      expect(error.rpcCode).toBe(code)
      expect(error.cause).toBeInstanceOf(Error)
    },
  )

  it('R-ERR-25 code 4001 is a user rejection', () => {
    const error = toWalletRequestError(walletError(4001))
    expect(isSigilError(error, 'USER_REJECTED_REQUEST')).toBe(true)
    expect(error.shortMessage).toBe('User rejected the request')
  })

  it('R-ERR-24 reads a code nested in data.originalError before the outer one', () => {
    expect(walletErrorCode(walletError(-32603, 'x', { originalError: { code: 4001 } }))).toBe(4001)
    expect(toWalletRequestError(walletError(-32603, 'x', { originalError: { code: 4001 } })).code).toBe(
      'USER_REJECTED_REQUEST',
    )
    expect(walletErrorCode({ code: 4100 })).toBe(4100)
    expect(walletErrorCode('nope')).toBeUndefined()
    expect(toWalletRequestError({ message: 'plain object' }).rpcCode).toBe(5000)
  })
})
