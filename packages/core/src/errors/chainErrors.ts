import type { ErrorCode } from './catalogue.js'
import { createError } from './createError.js'
import {
  BLOB_EMPTY_VERSIONED_HASHES,
  BLOB_INVALID_VERSIONED_HASH_SIZE,
  BLOB_INVALID_VERSIONED_HASH_VERSION,
  BLOB_SIZE_TOO_LARGE,
  type ErrorDefinition,
  FEE_CAP_TOO_HIGH,
  FEE_CAP_TOO_LOW,
  GAS_TOO_HIGH,
  GAS_TOO_LOW,
  INSUFFICIENT_FUNDS,
  INVALID_ADDRESS,
  INVALID_CHAIN_ID,
  NONCE_TOO_HIGH,
  NONCE_TOO_LOW,
  TIP_ABOVE_FEE_CAP,
  TRANSACTION_TYPE_NOT_SUPPORTED,
  UNKNOWN_ERROR,
  ZK_BYTECODE_INVALID,
} from './definitions.js'
import { isSigilError, type SigilError } from './SigilError.js'

/**
 * The chain library's error names and the typed error each becomes. Matching by name
 * rather than by class keeps the chain library's error classes out of the bundle and
 * works across duplicated copies of it.
 */
const BY_NAME: Record<string, ErrorDefinition<ErrorCode>> = {
  InvalidAddressError: INVALID_ADDRESS,
  InvalidChainIdError: INVALID_CHAIN_ID,
  FeeCapTooHighError: FEE_CAP_TOO_HIGH,
  FeeCapTooLowError: FEE_CAP_TOO_LOW,
  TipAboveFeeCapError: TIP_ABOVE_FEE_CAP,
  NonceTooHighError: NONCE_TOO_HIGH,
  NonceTooLowError: NONCE_TOO_LOW,
  InsufficientFundsError: INSUFFICIENT_FUNDS,
  IntrinsicGasTooLowError: GAS_TOO_LOW,
  IntrinsicGasTooHighError: GAS_TOO_HIGH,
  TransactionTypeNotSupportedError: TRANSACTION_TYPE_NOT_SUPPORTED,
  EmptyBlobError: BLOB_EMPTY_VERSIONED_HASHES,
  InvalidVersionedHashSizeError: BLOB_INVALID_VERSIONED_HASH_SIZE,
  InvalidVersionedHashVersionError: BLOB_INVALID_VERSIONED_HASH_VERSION,
  BlobSizeTooLargeError: BLOB_SIZE_TOO_LARGE,
}

const ZK_BYTECODE_REASONS: Record<string, string> = {
  BytecodeLengthExceedsMaxSizeError: 'longer than 2097120 bytes',
  BytecodeLengthMustBeDivisibleBy32Error: 'length not divisible by 32',
  BytecodeLengthInWordsMustBeOddError: 'even number of 32-byte words',
}

function detailsOf(error: Error): string {
  return 'shortMessage' in error && typeof error.shortMessage === 'string'
    ? error.shortMessage
    : error.message
}

/** The typed error for a chain-library error anywhere in `error`'s cause chain, if it is one we know. */
export function chainErrorToSigilError(error: unknown): SigilError | undefined {
  let current: unknown = error
  while (current instanceof Error) {
    const definition = BY_NAME[current.name]
    if (definition) return createError(definition, {}, { details: detailsOf(current), cause: error })
    const zkReason = ZK_BYTECODE_REASONS[current.name]
    if (zkReason)
      return createError(
        ZK_BYTECODE_INVALID,
        { reason: zkReason },
        { details: detailsOf(current), cause: error },
      )
    current = current.cause
  }
  return undefined
}

/** Like `chainErrorToSigilError`, but always a SigilError: unknown errors become UNKNOWN_ERROR. */
export function toSigilChainError(error: unknown): SigilError {
  if (isSigilError(error)) return error
  return (
    chainErrorToSigilError(error) ??
    createError(
      UNKNOWN_ERROR,
      {},
      { details: error instanceof Error ? error.message : String(error), cause: error },
    )
  )
}
