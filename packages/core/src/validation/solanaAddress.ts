import { decodeBase58Text } from './base58Text.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const PUBLIC_KEY_BYTES = 32

/** 32 to 44 characters of Bitcoin's base58 alphabet that decode to a 32-byte public key. */
export function isSolanaAddress(address: string): boolean {
  if (typeof address !== 'string' || !SOLANA_ADDRESS.test(address)) return false
  try {
    return decodeBase58Text(address).length === PUBLIC_KEY_BYTES
  } catch {
    return false
  }
}
