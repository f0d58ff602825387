import { createHash } from 'node:crypto'
import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check } from '@scure/base'
import { Address, Signer, Verifier } from 'bip322-js'
import { describe, expect, it } from 'vitest'
import { bip322Key } from './bip322Signer.js'

// The devnet's Bitcoin test keys: key i's private key is sha256("sigil devnet bitcoin i").
const privateKeyOf = (index: number) =>
  new Uint8Array(createHash('sha256').update(`sigil devnet bitcoin ${index}`).digest())
const wifOf = (privateKey: Uint8Array) =>
  createBase58check(sha256).encode(new Uint8Array([0xef, ...privateKey, 0x01]))

describe("the demo's BIP-322 signer (noble and scure, checked against bip322-js)", () => {
  it.each([0, 1, 2, 3])(
    'R-BTC-03 key %i: the payment (p2wpkh) and ordinal (p2tr) addresses are those bip322-js derives',
    (index) => {
      const key = bip322Key(privateKeyOf(index))
      const publicKey = Buffer.from(key.publicKey)
      expect(key.payment).toBe(Address.convertPubKeyIntoAddress(publicKey, 'p2wpkh').testnet)
      expect(key.ordinal).toBe(Address.convertPubKeyIntoAddress(publicKey, 'p2tr').testnet)
    },
  )

  it.each([0, 1, 2, 3])(
    'R-BTC-02 key %i: signatures by either address verify with bip322-js, and only for their message and address',
    (index) => {
      const key = bip322Key(privateKeyOf(index))
      for (const message of ['Hello from the Sigil demo', '', 'ünïcødé ✓\nsecond line']) {
        for (const address of [key.payment, key.ordinal]) {
          const signature = key.sign(address, message)
          expect(Verifier.verifySignature(address, message, signature)).toBe(true)
          expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
        }
        const other = bip322Key(privateKeyOf(index + 10))
        expect(Verifier.verifySignature(other.payment, message, key.sign(key.payment, message))).toBe(false)
      }
    },
  )

  it('R-BTC-02 a payment signature is the one bip322-js makes with the same key (ECDSA is deterministic)', () => {
    const privateKey = privateKeyOf(0)
    const key = bip322Key(privateKey)
    const message = 'Hello from the Sigil demo'
    expect(key.sign(key.payment, message)).toBe(Signer.sign(wifOf(privateKey), key.payment, message))
  })

  it('refuses an address that is not its own, and a key of the wrong length', () => {
    const key = bip322Key(privateKeyOf(0))
    expect(() => key.sign(bip322Key(privateKeyOf(1)).payment, 'x')).toThrow(/not an address of this key/)
    expect(() => bip322Key(new Uint8Array(31))).toThrow(/32 bytes/)
  })
})
