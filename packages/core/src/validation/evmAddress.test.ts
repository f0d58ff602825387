import fc from 'fast-check'
import { checksumAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { EVM_ADDRESS_CACHE_SIZE } from '../constants/index.js'
import { toChecksumAddress } from './checksumAddress.js'
import { createAddressValidator, isEvmAddress } from './evmAddress.js'

// Test vectors of EIP-55.
const CHECKSUMMED = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]

function flipFirstLetter(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2
  const char = address.charAt(index)
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
  return address.slice(0, index) + flipped + address.slice(index + 1)
}

describe('isEvmAddress', () => {
  it.each([
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true],
    ['0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', true],
    ['0x0000000000000000000000000000000000000000', true],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beae', false],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed0', false],
    ['0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaeg', false],
    ['0X5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', false],
    ['', false],
    ['0x', false],
  ])('R-CORE-10 %s → %s', (address, expected) => {
    expect(isEvmAddress(address)).toBe(expected)
  })

  it('R-CORE-11 strict mode needs the EIP-55 checksum of a mixed-case address', () => {
    for (const address of CHECKSUMMED) {
      expect(isEvmAddress(address, { strict: true })).toBe(true)
      const broken = flipFirstLetter(address)
      expect(isEvmAddress(broken, { strict: true })).toBe(false)
      expect(isEvmAddress(broken)).toBe(true)
    }
    expect(isEvmAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', { strict: true })).toBe(true)
  })

  it('R-CORE-11 our checksum matches the chain library for any address (property)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const lower = `0x${Buffer.from(bytes).toString('hex')}` as const
        expect(toChecksumAddress(lower)).toBe(checksumAddress(lower))
        expect(isEvmAddress(checksumAddress(lower), { strict: true })).toBe(true)
      }),
      { numRuns: 200 },
    )
  })
})

describe('createAddressValidator', () => {
  it('R-CORE-12 the cache never holds more than 8192 entries', () => {
    const validator = createAddressValidator()
    for (let i = 0; i <= EVM_ADDRESS_CACHE_SIZE; i++) {
      validator.isEvmAddress(`0x${i.toString(16).padStart(40, '0')}`)
      expect(validator.cacheSize).toBeLessThanOrEqual(EVM_ADDRESS_CACHE_SIZE)
    }
    expect(validator.cacheSize).toBe(EVM_ADDRESS_CACHE_SIZE)
  })

  it('R-CORE-12 caches per instance and keeps lenient and strict results apart', () => {
    const one = createAddressValidator()
    const two = createAddressValidator({ cacheSize: 2 })
    const broken = flipFirstLetter(CHECKSUMMED[0] as string)
    expect(one.isEvmAddress(broken)).toBe(true)
    expect(one.isEvmAddress(broken, { strict: true })).toBe(false)
    expect(one.isEvmAddress('nope')).toBe(false)
    expect(one.cacheSize).toBe(3)
    expect(two.cacheSize).toBe(0)
    one.clearCache()
    expect(one.cacheSize).toBe(0)
    expect(() => createAddressValidator({ cacheSize: 0 })).toThrow(RangeError)
  })
})
