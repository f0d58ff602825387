import { createHash, createPrivateKey, createPublicKey } from 'node:crypto'
import { getBase58Decoder } from '@solana/kit'

/** A funded Solana test key: its address and its 64-byte secret key (seed then public key), base58. */
export interface SolanaTestKey {
  index: number
  address: string
  /** The usual 64-byte keypair encoding of Solana tools (32-byte seed followed by the public key). */
  secretKey: string
  role: string
}

export const SOLANA_KEY_ROLES: readonly string[] = [
  'primary user: the demo Solana wallet and the browser tests',
  'second user: receiver of test transfers',
  'spare',
  'spare',
]

/** The fixed DER prefix of a PKCS#8 Ed25519 private key; the 32-byte seed follows it. */
const PKCS8_ED25519_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')

/** The ed25519 public key of a 32-byte seed, computed by node's own crypto. */
export function publicKeyOfSeed(seed: Uint8Array): Uint8Array {
  const privateKey = createPrivateKey({
    key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  })
  const spki = createPublicKey(privateKey).export({ format: 'der', type: 'spki' })
  return new Uint8Array(spki.subarray(spki.length - 32))
}

/**
 * Deterministic keys: the seed of key i is sha256("sigil devnet solana <i>"), so every run
 * (and every copy of the docs) names the same addresses.
 */
export function deriveSolanaKeys(count: number): SolanaTestKey[] {
  const base58 = getBase58Decoder()
  return Array.from({ length: count }, (_, index) => {
    const seed = new Uint8Array(createHash('sha256').update(`sigil devnet solana ${index}`).digest())
    const publicKey = publicKeyOfSeed(seed)
    const secret = new Uint8Array(64)
    secret.set(seed, 0)
    secret.set(publicKey, 32)
    return {
      index,
      address: base58.decode(publicKey),
      secretKey: base58.decode(secret),
      role: SOLANA_KEY_ROLES[index] ?? 'spare',
    }
  })
}
