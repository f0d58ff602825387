import { decodeBase58Text, encodeBase58Bytes } from './base58Text.js'

/** Bytes as base58 text (Bitcoin's alphabet, spec §9): Solana addresses, signatures and keys. */
export const encodeBase58 = (bytes: Uint8Array): string => encodeBase58Bytes(bytes)

/** Base58 text as bytes; throws on a character outside the alphabet. */
export const decodeBase58 = (text: string): Uint8Array => decodeBase58Text(text)
