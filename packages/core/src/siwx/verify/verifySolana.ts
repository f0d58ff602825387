import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58, base64, hex } from '@scure/base'
import type { SiwxSession } from '../types.js'

/** A 64-byte signature as wallets hand it over: base58 (the Solana habit), 0x hex or base64. */
function decodeSignature(text: string): Uint8Array {
  if (/^0x[0-9a-fA-F]{128}$/.test(text)) return hex.decode(text.slice(2).toLowerCase())
  try {
    const bytes = base58.decode(text)
    if (bytes.length === 64) return bytes
  } catch {
    // not base58: try base64 below
  }
  return base64.decode(text)
}

/** ed25519 over the UTF-8 text; the address is the base58 public key. */
export function verifySolana(session: SiwxSession): boolean {
  const publicKey = base58.decode(session.data.accountAddress)
  const signature = decodeSignature(session.signature)
  if (publicKey.length !== 32 || signature.length !== 64) return false
  return ed25519.verify(signature, utf8ToBytes(session.message), publicKey, { zip215: false })
}
