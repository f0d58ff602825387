import { ed25519 } from '@noble/curves/ed25519.js'
import { describe, expect, it } from 'vitest'
import { verifyEd25519 } from './verifyEd25519.js'

const secret = new Uint8Array(32).fill(7)
const publicKey = ed25519.getPublicKey(secret)
const message = new TextEncoder().encode('Sign in to Sigil')
const signature = ed25519.sign(message, secret)

describe('verifyEd25519', () => {
  it('R-SOL-03 accepts the key’s signature of the message', async () => {
    expect(await verifyEd25519(signature, message, publicKey)).toBe(true)
  })

  it('R-SOL-03 refuses another message, another key, a changed byte, wrong lengths and a key off the curve', async () => {
    const other = ed25519.getPublicKey(new Uint8Array(32).fill(8))
    const flipped = signature.slice()
    flipped[10]! ^= 1
    expect(await verifyEd25519(signature, new TextEncoder().encode('Sign in to Sigil!'), publicKey)).toBe(
      false,
    )
    expect(await verifyEd25519(signature, message, other)).toBe(false)
    expect(await verifyEd25519(flipped, message, publicKey)).toBe(false)
    expect(await verifyEd25519(signature.subarray(0, 63), message, publicKey)).toBe(false)
    expect(await verifyEd25519(signature, message, publicKey.subarray(1))).toBe(false)
    expect(await verifyEd25519(signature, message, new Uint8Array(32).fill(0xff))).toBe(false)
  })
})
