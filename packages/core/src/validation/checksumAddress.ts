import { keccak_256 } from '@noble/hashes/sha3.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'

/** The EIP-55 mixed-case form of 40 hex characters (with or without `0x`), returned with `0x`. */
export function toChecksumAddress(address: string): `0x${string}` {
  const hex = address.replace(/^0x/i, '').toLowerCase()
  const hash = keccak_256(utf8ToBytes(hex))
  let result = '0x'
  for (let i = 0; i < hex.length; i++) {
    const char = hex.charAt(i)
    // Each hex digit of the address is upper-cased when the matching nibble of the hash is >= 8.
    const byte = hash[i >> 1] ?? 0
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f
    result += nibble >= 8 ? char.toUpperCase() : char
  }
  return result as `0x${string}`
}
