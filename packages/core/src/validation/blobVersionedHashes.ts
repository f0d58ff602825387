import { createError } from '../errors/createError.js'
import {
  BLOB_EMPTY_VERSIONED_HASHES,
  BLOB_INVALID_VERSIONED_HASH_SIZE,
  BLOB_INVALID_VERSIONED_HASH_VERSION,
} from '../errors/definitions.js'

const VERSIONED_HASH_BYTES = 32
/** The version byte of a KZG commitment hash (EIP-4844). */
const KZG_VERSION = 0x01

/** A blob transaction needs at least one versioned hash, each 32 bytes long and of version 1. */
export function assertBlobVersionedHashes(hashes: readonly `0x${string}`[]): void {
  if (hashes.length === 0) throw createError(BLOB_EMPTY_VERSIONED_HASHES)
  for (const hash of hashes) {
    const hex = hash.slice(2)
    if (!/^0x[0-9a-fA-F]*$/.test(hash) || hex.length !== VERSIONED_HASH_BYTES * 2)
      throw createError(
        BLOB_INVALID_VERSIONED_HASH_SIZE,
        {},
        { details: `${hash} is ${hex.length / 2} bytes long.` },
      )
    const version = Number.parseInt(hex.slice(0, 2), 16)
    if (version !== KZG_VERSION)
      throw createError(
        BLOB_INVALID_VERSIONED_HASH_VERSION,
        {},
        { details: `${hash} has version ${version}.` },
      )
  }
}
