import { fuzzParameters, hostileValue } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ErrorCode } from '../errors/catalogue.js'
import { isSigilError } from '../errors/SigilError.js'
import { chainIdToCoinType } from '../validation/coinType.js'
import { parseCaipAddress } from './caipAddress.js'
import { parseCaipNetworkId } from './caipNetworkId.js'

// Whatever the input, a CAIP parser returns the parts or throws its typed error: never a
// TypeError from inside, never a half-parsed value.
function outcome(parse: () => unknown, code: ErrorCode): 'ok' | 'typed-error' {
  try {
    parse()
    return 'ok'
  } catch (error) {
    expect(isSigilError(error, code), String(error)).toBe(true)
    return 'typed-error'
  }
}

const caipish = fc
  .array(fc.oneof(fc.constantFrom('eip155', 'solana', 'bip122', 'foo', ''), fc.string()), {
    maxLength: 4,
  })
  .map((parts) => parts.join(':'))

describe('CAIP parsers under fuzzing', () => {
  it('R-CORE-07 R-SEC-11 parseCaipAddress returns three non-empty parts or throws INVALID_CAIP_ADDRESS', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, caipish), (value) => {
        if (outcome(() => parseCaipAddress(value as string), 'INVALID_CAIP_ADDRESS') === 'typed-error') return
        const parsed = parseCaipAddress(value as string)
        expect(Object.values(parsed).every((part) => typeof part === 'string' && part !== '')).toBe(true)
        expect(`${parsed.chainNamespace}:${parsed.chainId}:${parsed.address}`).toBe(value)
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-08 R-SEC-11 parseCaipNetworkId returns two non-empty parts or throws INVALID_CAIP_NETWORK_ID', () => {
    fc.assert(
      fc.property(fc.oneof(hostileValue, caipish), (value) => {
        if (outcome(() => parseCaipNetworkId(value as string), 'INVALID_CAIP_NETWORK_ID') === 'typed-error')
          return
        const parsed = parseCaipNetworkId(value as string)
        expect(`${parsed.chainNamespace}:${parsed.chainId}`).toBe(value)
        expect(parsed.chainId).not.toBe('')
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-09 a chain id converts to a coin type below 2^31 and throws its typed error at or above', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 2 ** 32 }), fc.double(), fc.constant(Number.NaN)),
        (chainId) => {
          let coinType: number | undefined
          try {
            coinType = chainIdToCoinType(chainId)
          } catch (error) {
            expect(error).toBeInstanceOf(Error)
            expect(isSigilError(error), String(error)).toBe(true)
            return
          }
          expect(Number.isInteger(chainId) && chainId >= 0 && chainId < 2 ** 31).toBe(true)
          expect(Number.isInteger(coinType)).toBe(true)
        },
      ),
      fuzzParameters(),
    )
  })
})
