import { MAX_ZK_BYTECODE_BYTES, ZKSYNC_DEFAULT_GAS_PER_PUBDATA } from '../constants/index.js'
import { createError } from '../errors/createError.js'
import { ZK_BYTECODE_INVALID } from '../errors/definitions.js'

const WORD_BYTES = 32

function fail(reason: string): never {
  throw createError(ZK_BYTECODE_INVALID, { reason })
}

/** ZKsync bytecode: at most 2097120 bytes, a whole number of 32-byte words, and an odd count of them. */
export function assertZkBytecode(bytecode: `0x${string}` | Uint8Array): void {
  const size = typeof bytecode === 'string' ? (bytecode.length - 2) / 2 : bytecode.length
  if (!Number.isInteger(size)) fail('hex has an odd number of digits')
  if (size % WORD_BYTES !== 0) fail(`length ${size} is not divisible by 32`)
  if (size > MAX_ZK_BYTECODE_BYTES) fail(`length ${size} is above ${MAX_ZK_BYTECODE_BYTES} bytes`)
  if ((size / WORD_BYTES) % 2 === 0) fail(`${size / WORD_BYTES} words is an even number`)
}

/** A ZKsync transaction with gasPerPubdata filled in (50000) when the caller gave none. */
export function withZkSyncDefaults<T extends object>(
  transaction: T & { gasPerPubdata?: bigint },
): T & { gasPerPubdata: bigint } {
  return { ...transaction, gasPerPubdata: transaction.gasPerPubdata ?? ZKSYNC_DEFAULT_GAS_PER_PUBDATA }
}
