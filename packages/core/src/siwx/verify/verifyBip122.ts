import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import type { SiwxSession } from '../types.js'
import {
  bytesEqual,
  type DecodedBitcoinAddress,
  decodeBitcoinAddress,
  hash160,
  scriptPubKey,
  sha256d,
  taggedHash,
  u32le,
  varBytes,
  varInt,
  ZERO64,
} from './bitcoinEncoding.js'

/**
 * Bitcoin sign-in signatures, base64: the legacy signed message (65 bytes, BIP-137 headers,
 * any address kind the recovered key hashes to), or BIP-322 "simple" (a witness) for
 * P2WPKH, P2SH-P2WPKH and single-key P2TR addresses. Other forms are refused, never guessed.
 */
export function verifyBip122(session: SiwxSession): boolean {
  const address = decodeBitcoinAddress(session.data.accountAddress)
  if (!address) return false
  const signature = base64.decode(session.signature)
  if (signature.length === 65 && signature[0]! >= 27 && signature[0]! <= 42)
    return verifyLegacy(address, session.message, signature)
  return verifyBip322Simple(address, session.message, signature)
}

function legacyMessageHash(message: string): Uint8Array {
  return sha256d(
    concatBytes(varBytes(utf8ToBytes('Bitcoin Signed Message:\n')), varBytes(utf8ToBytes(message))),
  )
}

function verifyLegacy(address: DecodedBitcoinAddress, message: string, signature: Uint8Array): boolean {
  const header = signature[0]!
  const recovery = (header - 27) & 3
  const compressed = header >= 31
  const recovered = secp256k1.recoverPublicKey(
    concatBytes(Uint8Array.of(recovery), signature.slice(1)),
    legacyMessageHash(message),
    { prehash: false },
  )
  const point = secp256k1.Point.fromBytes(recovered)
  const key = point.toBytes(compressed)
  const keyHash = hash160(key)
  switch (address.type) {
    case 'p2pkh':
      return bytesEqual(keyHash, address.hash)
    case 'p2wpkh':
      return compressed && bytesEqual(keyHash, address.hash)
    case 'p2sh':
      return compressed && bytesEqual(hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash)), address.hash)
    case 'p2tr':
      return false
  }
}

function readWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readLength = (): number | undefined => {
    const first = bytes[offset++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    if (first === 0xfd) {
      const n = (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8)
      offset += 2
      return n
    }
    return undefined
  }
  const count = readLength()
  if (count === undefined || count > 16) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i += 1) {
    const length = readLength()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.slice(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}

const OP_RETURN_OUTPUT = concatBytes(ZERO64, varBytes(Uint8Array.of(0x6a)))

/** The BIP-322 `to_spend` transaction's id (internal byte order), committing to the message. */
function toSpendTxid(script: Uint8Array, message: string): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', utf8ToBytes(message))
  const tx = concatBytes(
    u32le(0),
    varInt(1),
    new Uint8Array(32),
    u32le(0xffffffff),
    varBytes(concatBytes(Uint8Array.of(0x00, 0x20), messageHash)),
    u32le(0),
    varInt(1),
    ZERO64,
    varBytes(script),
    u32le(0),
  )
  return sha256d(tx)
}

function verifyBip322Simple(address: DecodedBitcoinAddress, message: string, encoded: Uint8Array): boolean {
  const witness = readWitness(encoded)
  if (!witness) return false
  const script = scriptPubKey(address)
  const outpoint = concatBytes(toSpendTxid(script, message), u32le(0))
  if (address.type === 'p2wpkh' || address.type === 'p2sh') {
    const [signature, publicKey] = witness
    if (witness.length !== 2 || !signature || !publicKey || publicKey.length !== 33) return false
    const keyHash = hash160(publicKey)
    // P2SH-P2WPKH: the script hash commits to the witness program 0x0014‖hash160(key).
    const committed =
      address.type === 'p2sh' ? hash160(concatBytes(Uint8Array.of(0x00, 0x14), keyHash)) : keyHash
    if (!bytesEqual(committed, address.hash) || signature.at(-1) !== 0x01) return false
    // BIP-143 digest of to_sign's only input, SIGHASH_ALL.
    const scriptCode = varBytes(
      concatBytes(Uint8Array.of(0x76, 0xa9, 0x14), keyHash, Uint8Array.of(0x88, 0xac)),
    )
    const preimage = concatBytes(
      u32le(0),
      sha256d(outpoint),
      sha256d(u32le(0)),
      outpoint,
      scriptCode,
      ZERO64,
      u32le(0),
      sha256d(OP_RETURN_OUTPUT),
      u32le(0),
      u32le(1),
    )
    return secp256k1.verify(signature.slice(0, -1), sha256d(preimage), publicKey, {
      prehash: false,
      format: 'der',
      lowS: false,
    })
  }
  const [signature] = witness
  if (address.type !== 'p2tr' || witness.length !== 1 || !signature) return false
  if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01)) return false
  const hashType = signature.length === 65 ? 0x01 : 0x00
  // BIP-341 key-path digest of to_sign's only input (SIGHASH_DEFAULT or ALL).
  const sigMsg = concatBytes(
    Uint8Array.of(0x00, hashType),
    u32le(0),
    u32le(0),
    sha256(outpoint),
    sha256(ZERO64),
    sha256(varBytes(script)),
    sha256(u32le(0)),
    sha256(OP_RETURN_OUTPUT),
    Uint8Array.of(0x00),
    u32le(0),
  )
  return schnorr.verify(signature.slice(0, 64), taggedHash('TapSighash', sigMsg), address.key)
}
