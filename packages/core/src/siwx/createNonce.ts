const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A 17-character alphanumeric nonce (about 100 bits) from crypto.getRandomValues. EIP-4361
 * wants at least 8 alphanumeric characters; rejection sampling keeps every letter equally likely.
 */
export function createNonce(length = 17): string {
  let nonce = ''
  const bytes = new Uint8Array(length * 2)
  while (nonce.length < length) {
    globalThis.crypto.getRandomValues(bytes)
    for (const byte of bytes) {
      if (byte < 248 && nonce.length < length) nonce += ALPHABET[byte % 62]
    }
  }
  return nonce
}
