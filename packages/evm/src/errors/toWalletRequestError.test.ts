import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { walletError } from '../test/FakeEip1193Provider.js'
import { toWalletRequestError } from './toWalletRequestError.js'
import { walletErrorCode } from './walletErrorCode.js'

describe('toWalletRequestError', () => {
  it.each([
    [4001, UserRejectedRequestError],
    [4100, UnauthorizedProviderError],
    [4200, UnsupportedProviderMethodError],
    [4900, ProviderDisconnectedError],
    [4901, ChainDisconnectedError],
    [-32000, UnknownRpcError],
  ])('R-ERR-24 maps wallet code %i to its typed error', (code, type) => {
    const error = toWalletRequestError(walletError(code, 'from the wallet'))
    expect(error).toBeInstanceOf(type)
    expect(error.cause).toBeInstanceOf(Error)
  })

  it('R-ERR-25 code 4001 stays a user rejection', () => {
    expect(toWalletRequestError(walletError(4001)).code).toBe(4001)
  })

  it('R-ERR-24 reads a code nested in data.originalError before the outer one', () => {
    expect(walletErrorCode(walletError(-32603, 'x', { originalError: { code: 4001 } }))).toBe(4001)
    expect(walletErrorCode({ code: 4100 })).toBe(4100)
    expect(walletErrorCode('nope')).toBeUndefined()
    expect(toWalletRequestError({ message: 'plain object' })).toBeInstanceOf(UnknownRpcError)
  })
})
