const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const VALUES: ReadonlyMap<string, number> = new Map([...ALPHABET].map((char, value) => [char, value]))

// Base58 (Bitcoin's alphabet) written out here, a few lines each way, so that checking a Solana
// address or reporting a signature does not bring a codec library into a page's first load;
// proven against that library in base58Text.test.ts.

/** Base58 text as bytes; throws on a character outside the alphabet. */
export function decodeBase58Text(text: string): Uint8Array {
  // Base-256 digits, least significant first.
  const digits: number[] = []
  for (const char of text) {
    const value = VALUES.get(char)
    if (value === undefined) throw new Error(`Not a base58 character: ${JSON.stringify(char)}`)
    let carry = value
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) * 58
      digits[i] = carry & 0xff
      carry >>= 8
    }
    while (carry > 0) {
      digits.push(carry & 0xff)
      carry >>= 8
    }
  }
  // Each leading '1' is a leading zero byte.
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  const bytes = new Uint8Array(zeros + digits.length)
  for (let i = 0; i < digits.length; i++) bytes[bytes.length - 1 - i] = digits[i] ?? 0
  return bytes
}

/** Bytes as base58 text. */
export function encodeBase58Bytes(bytes: Uint8Array): string {
  // Base-58 digits, least significant first.
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] ?? 0) * 256
      digits[i] = carry % 58
      carry = Math.floor(carry / 58)
    }
    while (carry > 0) {
      digits.push(carry % 58)
      carry = Math.floor(carry / 58)
    }
  }
  // Each leading zero byte is a leading '1'.
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let text = '1'.repeat(zeros)
  for (let i = digits.length - 1; i >= 0; i--) text += ALPHABET[digits[i] ?? 0]
  return text
}
