import {
  assertBlobVersionedHashes,
  createError,
  INVALID_CHAIN_ID,
  MAX_FEE_FIELDS_NOT_ALLOWED,
  toSigilChainError,
} from '@sigil/core/internal'
import {
  assertTransactionEIP1559,
  assertTransactionEIP2930,
  assertTransactionLegacy,
  type TransactionSerializableEIP1559,
  type TransactionSerializableEIP2930,
  type TransactionSerializableLegacy,
} from 'viem'

export type TransactionKind = 'legacy' | 'eip2930' | 'eip1559' | 'eip4844' | 'eip7702'

/** The fields of a transaction that the checks of spec §5 read. */
export type TransactionCheckInput = {
  type?: TransactionKind
  chainId: number
  to?: `0x${string}` | null
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  accessList?: readonly { address: `0x${string}`; storageKeys: readonly `0x${string}`[] }[]
  blobVersionedHashes?: readonly `0x${string}`[]
  authorizationList?: readonly { address: `0x${string}`; chainId: number }[]
}

/** The type a transaction will be sent as, from its explicit type or the fields it has. */
export function transactionKindOf(transaction: TransactionCheckInput): TransactionKind {
  if (transaction.type) return transaction.type
  if (transaction.authorizationList) return 'eip7702'
  if (transaction.blobVersionedHashes) return 'eip4844'
  if (transaction.maxFeePerGas !== undefined || transaction.maxPriorityFeePerGas !== undefined)
    return 'eip1559'
  if (transaction.gasPrice !== undefined) return transaction.accessList ? 'eip2930' : 'legacy'
  return 'eip1559'
}

const HAS_NO_FEE_CAP: Partial<Record<TransactionKind, string>> = { legacy: 'legacy', eip2930: 'EIP-2930' }

/**
 * The transaction checks of spec §5: chainId above 0, fee cap at most 2^256-1, tip not
 * above the fee cap, no max-fee fields on legacy and EIP-2930, and well-formed blob hashes.
 * The chain library performs them; its errors come out as typed Sigil errors.
 */
export function assertTransaction(transaction: TransactionCheckInput): TransactionKind {
  const kind = transactionKindOf(transaction)
  if (!(typeof transaction.chainId === 'number' && transaction.chainId > 0))
    throw createError(
      INVALID_CHAIN_ID,
      {},
      { details: `chainId must be greater than 0, got ${transaction.chainId}` },
    )
  const typeName = HAS_NO_FEE_CAP[kind]
  if (typeName && (transaction.maxFeePerGas !== undefined || transaction.maxPriorityFeePerGas !== undefined))
    throw createError(MAX_FEE_FIELDS_NOT_ALLOWED, { type: typeName })
  if (kind === 'eip4844') assertBlobVersionedHashes(transaction.blobVersionedHashes ?? [])
  try {
    switch (kind) {
      case 'legacy':
        assertTransactionLegacy(transaction as TransactionSerializableLegacy)
        break
      case 'eip2930':
        assertTransactionEIP2930(transaction as TransactionSerializableEIP2930)
        break
      default:
        // Blob and EIP-7702 transactions carry the EIP-1559 fee fields and their checks.
        assertTransactionEIP1559(transaction as TransactionSerializableEIP1559)
    }
  } catch (error) {
    throw toSigilChainError(error)
  }
  return kind
}
