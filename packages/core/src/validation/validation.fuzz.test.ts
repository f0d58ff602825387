import { sha256 } from '@noble/hashes/sha2.js'
import { base58, bech32, bech32m, createBase58check } from '@scure/base'
import { fuzzParameters, hostileValue } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidAccountName } from './accountName.js'
import { isBitcoinAddress, parseBitcoinAddress } from './bitcoinAddress.js'
import { toChecksumAddress } from './checksumAddress.js'
import { isEmail } from './email.js'
import { truncateEmail } from './emailDisplay.js'
import { isEvmAddress } from './evmAddress.js'
import { isOtp } from './otp.js'
import { isSignedMessage } from './signedMessage.js'
import { isSolanaAddress } from './solanaAddress.js'
import { isTransactionHash } from './transactionHash.js'

// Validators sit at the boundary: whatever arrives (a typed field, a wallet's answer, a
// service's JSON), they answer true or false and never throw (R-SEC-11).
const PREDICATES: [string, (value: never) => boolean][] = [
  ['isEvmAddress', isEvmAddress],
  ['isEvmAddress strict', (value: never) => isEvmAddress(value, { strict: true })],
  ['isSolanaAddress', isSolanaAddress],
  ['isBitcoinAddress', isBitcoinAddress],
  ['isEmail', isEmail],
  ['isOtp', isOtp],
  ['isValidAccountName', isValidAccountName],
  ['isSignedMessage', isSignedMessage],
  ['isTransactionHash', isTransactionHash],
]

const hex = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })

describe('validators under fuzzing', () => {
  it.each(PREDICATES)('R-SEC-11 %s answers a boolean for any value and never throws', (_name, predicate) => {
    fc.assert(
      fc.property(hostileValue, (value) => {
        expect(typeof predicate(value as never)).toBe('boolean')
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-10 an EVM address is accepted exactly when it is an optional 0x and 40 hex characters', () => {
    fc.assert(
      fc.property(fc.boolean(), hex(40), fc.string({ maxLength: 3 }), (prefixed, digits, noise) => {
        const address = `${prefixed ? '0x' : ''}${digits}`
        expect(isEvmAddress(address)).toBe(true)
        expect(isEvmAddress(`${address}${noise}`)).toBe(noise === '')
        expect(isEvmAddress(address.slice(0, -1))).toBe(false)
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-11 strict mode accepts the checksum of any 20 bytes and refuses it with one letter flipped', () => {
    fc.assert(
      fc.property(hex(40), fc.nat(), (digits, pick) => {
        const checksummed = toChecksumAddress(digits.toLowerCase())
        expect(isEvmAddress(checksummed, { strict: true })).toBe(true)
        const letters = [...checksummed.slice(2)].flatMap((char, index) =>
          /[a-f]/i.test(char) ? [index] : [],
        )
        const body = checksummed.slice(2)
        // All one case carries no checksum; a single flip must then keep the address mixed.
        const mixed = body !== body.toLowerCase() && body !== body.toUpperCase()
        fc.pre(letters.length > 1 && mixed)
        const at = letters[pick % letters.length] as number
        const char = body[at] as string
        const flipped =
          body.slice(0, at) +
          (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase()) +
          body.slice(at + 1)
        fc.pre(flipped !== flipped.toLowerCase() && flipped !== flipped.toUpperCase())
        expect(isEvmAddress(`0x${flipped}`, { strict: true })).toBe(false)
        expect(isEvmAddress(`0x${flipped}`)).toBe(true)
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-13 a Solana address is accepted exactly when it is base58 of 32 bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 0, maxLength: 40 }), (bytes) => {
        const encoded = base58.encode(bytes)
        expect(isSolanaAddress(encoded)).toBe(bytes.length === 32 && encoded.length >= 32)
      }),
      fuzzParameters(),
    )
  })

  it('a Bitcoin base58check address parses exactly when its version byte and length are known', () => {
    const check = createBase58check(sha256)
    const known: Record<number, string> = { 0: 'mainnet', 5: 'mainnet', 111: 'testnet', 196: 'testnet' }
    fc.assert(
      fc.property(fc.nat(255), fc.uint8Array({ minLength: 18, maxLength: 22 }), (version, hash) => {
        const address = check.encode(Uint8Array.from([version, ...hash]))
        const info = parseBitcoinAddress(address)
        const expected = hash.length === 20 ? known[version] : undefined
        expect(info?.network).toBe(expected)
        // One character changed breaks the checksum.
        const last = address.at(-1) === '2' ? '3' : '2'
        expect(isBitcoinAddress(address.slice(0, -1) + last)).toBe(false)
      }),
      fuzzParameters(),
    )
  })

  it('a segwit address parses exactly with the right checksum for its version', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('bc', 'tb', 'ltc'),
        fc.nat(16),
        fc.uint8Array({ minLength: 2, maxLength: 40 }),
        fc.boolean(),
        (prefix, version, program, rightEncoding) => {
          const encoding = (version === 0) === rightEncoding ? bech32 : bech32m
          const address = encoding.encode(prefix, [version, ...bech32.toWords(program)], 200)
          const info = parseBitcoinAddress(address)
          const wrongLength = version === 0 && program.length !== 20 && program.length !== 32
          if (prefix === 'ltc' || !rightEncoding || address.length > 90 || wrongLength) {
            expect(info).toBeUndefined()
            return
          }
          expect(info?.network).toBe(prefix === 'bc' ? 'mainnet' : 'testnet')
          expect(parseBitcoinAddress(address.toUpperCase())).toEqual(info)
        },
      ),
      fuzzParameters(),
    )
  })

  it('R-CORE-16 an accepted email has one @, no spaces, a dotted domain and at most 254 characters', () => {
    const text = fc.string({ unit: fc.constantFrom(...'ab1-.@ _"<>\t'), maxLength: 40 })
    fc.assert(
      fc.property(fc.oneof(text, fc.emailAddress()), (value) => {
        if (!isEmail(value)) return
        expect(value.split('@')).toHaveLength(2)
        expect(value).not.toMatch(/\s/)
        expect(value.length).toBeLessThanOrEqual(254)
        expect(value.split('@')[1]).toMatch(/\./)
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-16 a long hostile email is answered at once (no catastrophic backtracking)', () => {
    const started = performance.now()
    for (const value of [
      `a@${'a'.repeat(250)}!`,
      `a@${'a-'.repeat(126)}`,
      `${'a'.repeat(200)}@${'a.'.repeat(26)}`,
    ])
      expect(isEmail(value)).toBe(false)
    expect(isEmail(`a@${'a'.repeat(100_000)}.com`)).toBe(false)
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('truncateEmail never lengthens an email and keeps short ones whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (value) => {
        const shown = truncateEmail(value)
        expect(shown.length).toBeLessThanOrEqual(value.length)
        if (value.length <= 30) expect(shown).toBe(value)
      }),
      fuzzParameters(),
    )
  })

  it('an account name is accepted exactly when it has 4 or more letters, digits and hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ9-_. é<'), maxLength: 12 }), (name) => {
        expect(isValidAccountName(name)).toBe(name.length >= 4 && /^[a-zA-Z0-9-]+$/.test(name))
      }),
      fuzzParameters(),
    )
  })

  it('R-CORE-14 R-CORE-15 hashes and signed messages: 0x and exactly 64 / at least 62 hex characters', () => {
    fc.assert(
      fc.property(fc.nat(80), fc.boolean(), (length, prefixed) => {
        const value = `${prefixed ? '0x' : ''}${'a'.repeat(length)}`
        expect(isTransactionHash(value)).toBe(prefixed && length === 64)
        expect(isSignedMessage(value)).toBe(prefixed && length >= 62)
      }),
      fuzzParameters(),
    )
  })
})
