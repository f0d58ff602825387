import { ed25519 } from '@noble/curves/ed25519.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base58 } from '@scure/base'
import type { SiwxSession } from '../types.js'

/** ed25519 over the UTF-8 text; the address is the base58 public key, the signature base58. */
export function verifySolana(session: SiwxSession): boolean {
  const publicKey = base58.decode(session.data.accountAddress)
  const signature = base58.decode(session.signature)
  if (publicKey.length !== 32 || signature.length !== 64) return false
  return ed25519.verify(signature, utf8ToBytes(session.message), publicKey, { zip215: false })
}
