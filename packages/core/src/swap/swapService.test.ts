import { describe, expect, it } from 'vitest'
import { DEFAULT_SWAP_PROVIDER, type LoadSwapService, resolveSwapService } from './swapService.js'

describe('the swap provider', () => {
  it('R-ACCT-33 by default the blockchain service through its documented convert routes; a configured loader replaces it', () => {
    expect(DEFAULT_SWAP_PROVIDER.id).toBe('blockchain-service')
    expect(DEFAULT_SWAP_PROVIDER.routes).toEqual([
      'GET /v1/convert/tokens',
      'GET /v1/convert/gas-price',
      'GET /v1/convert/quotes',
      'GET /v1/convert/allowance',
      'GET /v1/convert/build-approve',
      'POST /v1/convert/build-transaction',
    ])
    const blockchain: LoadSwapService = async () => ({}) as never
    const own: LoadSwapService = async () => ({}) as never
    expect(resolveSwapService(undefined, blockchain)).toBe(blockchain)
    expect(resolveSwapService(own, blockchain)).toBe(own)
    expect(resolveSwapService(undefined, undefined)).toBeUndefined()
  })

  it('R-ACCT-33 a configured provider that is not a loader is INVALID_CONFIG', () => {
    expect(() => resolveSwapService({ getSwapTokens() {} }, undefined)).toThrowError(
      expect.objectContaining({ code: 'INVALID_CONFIG' }),
    )
  })
})
