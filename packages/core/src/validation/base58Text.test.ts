import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decodeBase58Text, encodeBase58Bytes } from './base58Text.js'
import { isSolanaAddress } from './solanaAddress.js'

describe('base58 without a codec library', () => {
  it('R-SEC-11 decodes what @scure/base encodes, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(decodeBase58Text(base58.encode(bytes))).toEqual(bytes)
      }),
      { numRuns: 500 },
    )
  })

  it('R-SEC-11 encodes as @scure/base does, leading zero bytes included', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(encodeBase58Bytes(bytes)).toBe(base58.encode(bytes))
      }),
      { numRuns: 500 },
    )
  })

  it('R-SEC-11 agrees with @scure/base on any text: the same bytes, or both refuse', () => {
    const char = fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl+/ ')
    fc.assert(
      fc.property(fc.array(char, { maxLength: 50 }), (chars) => {
        const text = chars.join('')
        let expected: Uint8Array | undefined
        try {
          expected = base58.decode(text)
        } catch {
          expected = undefined
        }
        if (expected) expect(decodeBase58Text(text)).toEqual(expected)
        else expect(() => decodeBase58Text(text)).toThrow()
      }),
      { numRuns: 500 },
    )
  })

  it('R-SEC-11 a Solana address is 32 bytes of base58; 31 or 33 bytes are not', () => {
    expect(isSolanaAddress(base58.encode(new Uint8Array(32).fill(7)))).toBe(true)
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress(base58.encode(new Uint8Array(31).fill(7)))).toBe(false)
    expect(isSolanaAddress(base58.encode(new Uint8Array(33).fill(7)))).toBe(false)
  })
})
