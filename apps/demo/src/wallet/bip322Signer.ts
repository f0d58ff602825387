import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { base64, bech32, bech32m } from '@scure/base'

/**
 * A Bitcoin key for the demo's dev wallet: its testnet payment (p2wpkh) and ordinal (p2tr)
 * addresses, and BIP-322 "simple" message signatures by either. Pure JavaScript on noble
 * and scure, so the page needs no Buffer shim.
 */
export type Bip322Key = {
  payment: string
  ordinal: string
  /** The compressed public key (33 bytes). */
  publicKey: Uint8Array
  /** The taproot output key (32 bytes, x only): what the ordinal address commits to. */
  outputKey: Uint8Array
  /** A BIP-322 simple signature (a witness, base64) of `message` by one of the two addresses. */
  sign(address: string, message: string): string
}

const { Point } = secp256k1
const N = Point.Fn.ORDER
const sha256d = (data: Uint8Array) => sha256(sha256(data))
const hash160 = (data: Uint8Array) => ripemd160(sha256(data))

function taggedHash(tag: string, ...data: Uint8Array[]): Uint8Array {
  const tagHash = sha256(utf8ToBytes(tag))
  return sha256(concatBytes(tagHash, tagHash, ...data))
}

const varInt = (n: number) => (n < 0xfd ? Uint8Array.of(n) : Uint8Array.of(0xfd, n & 0xff, n >> 8))
const varBytes = (data: Uint8Array) => concatBytes(varInt(data.length), data)
const u32le = (n: number) => {
  const out = new Uint8Array(4)
  new DataView(out.buffer).setUint32(0, n, true)
  return out
}
const ZERO64 = new Uint8Array(8)
const OP_RETURN_OUTPUT = concatBytes(ZERO64, varBytes(Uint8Array.of(0x6a)))
const toBigInt = (bytes: Uint8Array) =>
  BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`)
const toBytes32 = (n: bigint) =>
  Uint8Array.from(n.toString(16).padStart(64, '0').match(/../g)!, (h) => Number.parseInt(h, 16))

/** BIP-322's to_spend transaction id: a virtual output paying `script`, committing to the message. */
function toSpendOutpoint(script: Uint8Array, message: string): Uint8Array {
  const messageHash = taggedHash('BIP0322-signed-message', utf8ToBytes(message))
  const toSpend = concatBytes(
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
  return concatBytes(sha256d(toSpend), u32le(0))
}

/** The witness, serialized as BIP-322 carries it: item count then each item with its length. */
const witness = (...items: Uint8Array[]) =>
  base64.encode(concatBytes(varInt(items.length), ...items.map(varBytes)))

export function bip322Key(privateKey: Uint8Array): Bip322Key {
  if (privateKey.length !== 32) throw new Error('a Bitcoin private key is 32 bytes')
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const keyHash = hash160(publicKey)
  const paymentScript = concatBytes(Uint8Array.of(0x00, 0x14), keyHash)

  // BIP-341 key-path output key: the internal key (even y) tweaked by its own tagged hash.
  const internal = publicKey.slice(1)
  const tweak = toBigInt(taggedHash('TapTweak', internal)) % N
  const output = Point.fromBytes(Uint8Array.of(0x02, ...internal)).add(Point.BASE.multiply(tweak))
  const outputKey = output.toBytes(true).slice(1)
  const ordinalScript = concatBytes(Uint8Array.of(0x51, 0x20), outputKey)
  // The secret of the output key: negated first when the public key's y is odd (BIP-340).
  const secret = toBigInt(privateKey)
  const evenSecret = publicKey[0] === 0x02 ? secret : N - secret
  let tweakedSecret = (evenSecret + tweak) % N
  if (output.toBytes(true)[0] === 0x03) tweakedSecret = N - tweakedSecret

  const payment = bech32.encode('tb', [0, ...bech32.toWords(keyHash)])
  const ordinal = bech32m.encode('tb', [1, ...bech32m.toWords(outputKey)])

  const signPayment = (message: string) => {
    const outpoint = toSpendOutpoint(paymentScript, message)
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
    const der = secp256k1.sign(sha256d(preimage), privateKey, { prehash: false, format: 'der' })
    return witness(concatBytes(der, Uint8Array.of(0x01)), publicKey)
  }

  const signOrdinal = (message: string) => {
    const outpoint = toSpendOutpoint(ordinalScript, message)
    // BIP-341 key-path digest of to_sign's only input, SIGHASH_DEFAULT.
    const sigMsg = concatBytes(
      Uint8Array.of(0x00, 0x00),
      u32le(0),
      u32le(0),
      sha256(outpoint),
      sha256(ZERO64),
      sha256(varBytes(ordinalScript)),
      sha256(u32le(0)),
      sha256(OP_RETURN_OUTPUT),
      Uint8Array.of(0x00),
      u32le(0),
    )
    const auxRand = crypto.getRandomValues(new Uint8Array(32))
    return witness(schnorr.sign(taggedHash('TapSighash', sigMsg), toBytes32(tweakedSecret), auxRand))
  }

  return {
    payment,
    ordinal,
    publicKey,
    outputKey,
    sign(address, message) {
      if (address === payment) return signPayment(message)
      if (address === ordinal) return signOrdinal(message)
      throw new Error(`${address} is not an address of this key`)
    },
  }
}
