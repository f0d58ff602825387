import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

export const sha256d = (data: Uint8Array): Uint8Array => sha256(sha256(data))
export const hash160 = (data: Uint8Array): Uint8Array => ripemd160(sha256(data))

/** BIP-340 tagged hash: sha256(sha256(tag) ‖ sha256(tag) ‖ data). */
export function taggedHash(tag: string, ...data: Uint8Array[]): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, ...data))
}

export function varInt(n: number): Uint8Array {
  if (n < 0xfd) return Uint8Array.of(n)
  if (n <= 0xffff) return Uint8Array.of(0xfd, n & 0xff, n >> 8)
  const out = new Uint8Array(5)
  out[0] = 0xfe
  new DataView(out.buffer).setUint32(1, n, true)
  return out
}

export const varBytes = (data: Uint8Array): Uint8Array => concatBytes(varInt(data.length), data)
export const u32le = (n: number): Uint8Array => {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, n, true)
  return out
}
export const ZERO64 = new Uint8Array(8)

export function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** The kinds of address a sign-in can come from, with the hash or key they commit to. */
export type DecodedBitcoinAddress =
  | { type: 'p2pkh' | 'p2sh'; hash: Uint8Array }
  | { type: 'p2wpkh'; hash: Uint8Array }
  | { type: 'p2tr'; key: Uint8Array }

const base58check = createBase58check(sha256)
const P2PKH_VERSIONS = new Set([0x00, 0x6f])
const P2SH_VERSIONS = new Set([0x05, 0xc4])

export function decodeBitcoinAddress(address: string): DecodedBitcoinAddress | undefined {
  try {
    if (/^(bc|tb|bcrt)1/i.test(address)) {
      const v0 = /^(bc|tb|bcrt)1q/i.test(address)
      const decoded = v0
        ? bech32.decode(address as `${string}1${string}`)
        : bech32m.decode(address as `${string}1${string}`)
      const [version, ...words] = decoded.words
      const program = (v0 ? bech32 : bech32m).fromWords(words)
      if (version === 0 && program.length === 20) return { type: 'p2wpkh', hash: program }
      if (version === 1 && program.length === 32) return { type: 'p2tr', key: program }
      return undefined
    }
    const payload = base58check.decode(address)
    const [version = -1] = payload
    if (payload.length !== 21) return undefined
    if (P2PKH_VERSIONS.has(version)) return { type: 'p2pkh', hash: payload.slice(1) }
    if (P2SH_VERSIONS.has(version)) return { type: 'p2sh', hash: payload.slice(1) }
  } catch {
    return undefined
  }
  return undefined
}

/** The output script (scriptPubKey) of an address. */
export function scriptPubKey(address: DecodedBitcoinAddress): Uint8Array {
  switch (address.type) {
    case 'p2pkh':
      return concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), address.hash, Uint8Array.of(0x88, 0xac))
    case 'p2sh':
      return concatBytes(Uint8Array.of(0xa9, 0x14), address.hash, Uint8Array.of(0x87))
    case 'p2wpkh':
      return concatBytes(Uint8Array.of(0x00, 0x14), address.hash)
    case 'p2tr':
      return concatBytes(Uint8Array.of(0x51, 0x20), address.key)
  }
}
