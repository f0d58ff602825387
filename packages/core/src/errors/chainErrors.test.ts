import { BaseError, serializeTransaction, toBlobs } from 'viem'
import { assertTransactionEIP1559, assertTransactionLegacy, getNodeError } from 'viem/utils'
import { hashBytecode } from 'viem/zksync'
import { describe, expect, it } from 'vitest'
import { chainErrorToSigilError, toSigilChainError } from './chainErrors.js'
import { createError } from './createError.js'
import { CONNECTION_REJECTED } from './definitions.js'
import { isSigilError } from './SigilError.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Runs a chain-library call that must throw and returns the typed error it maps to. */
function mapped(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    const typed = chainErrorToSigilError(error)
    expect(typed?.cause).toBe(error)
    return typed?.code
  }
  throw new Error('expected the chain library to throw')
}

/** The error the chain library makes of a node's JSON-RPC error text. */
const fromNode = (text: string) => () => {
  throw getNodeError(new BaseError('RPC Request failed.', { details: text }), {})
}

describe('chainErrorToSigilError', () => {
  it.each<[string, () => unknown, string]>([
    ['invalid address', () => assertTransactionEIP1559({ chainId: 1, to: '0x12' }), 'INVALID_ADDRESS'],
    ['invalid chain id', () => assertTransactionEIP1559({ chainId: 0 }), 'INVALID_CHAIN_ID'],
    [
      'fee cap too high',
      () => assertTransactionEIP1559({ chainId: 1, maxFeePerGas: 2n ** 256n }),
      'FEE_CAP_TOO_HIGH',
    ],
    [
      'legacy fee cap too high',
      () => assertTransactionLegacy({ chainId: 1, gasPrice: 2n ** 256n }),
      'FEE_CAP_TOO_HIGH',
    ],
    [
      'tip above fee cap',
      () => assertTransactionEIP1559({ chainId: 1, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
      'TIP_ABOVE_FEE_CAP',
    ],
    ['fee cap too low', fromNode('max fee per gas less than block base fee'), 'FEE_CAP_TOO_LOW'],
    ['nonce too high', fromNode('nonce too high'), 'NONCE_TOO_HIGH'],
    ['nonce too low', fromNode('nonce too low'), 'NONCE_TOO_LOW'],
    ['insufficient funds', fromNode('insufficient funds for gas * price + value'), 'INSUFFICIENT_FUNDS'],
    ['gas too low', fromNode('intrinsic gas too low'), 'GAS_TOO_LOW'],
    ['gas too high', fromNode('intrinsic gas too high'), 'GAS_TOO_HIGH'],
    [
      'transaction type not supported',
      fromNode('transaction type not valid'),
      'TRANSACTION_TYPE_NOT_SUPPORTED',
    ],
    ['empty blob', () => toBlobs({ data: '0x' }), 'BLOB_EMPTY_VERSIONED_HASHES'],
    ['blob too large', () => toBlobs({ data: new Uint8Array(761_856) }), 'BLOB_SIZE_TOO_LARGE'],
    [
      'versioned hash size',
      () =>
        serializeTransaction({
          chainId: 1,
          to: TO,
          maxFeePerGas: 1n,
          blobVersionedHashes: [`0x01${'00'.repeat(30)}`],
        }),
      'BLOB_INVALID_VERSIONED_HASH_SIZE',
    ],
    [
      'versioned hash version',
      () =>
        serializeTransaction({
          chainId: 1,
          to: TO,
          maxFeePerGas: 1n,
          blobVersionedHashes: [`0x02${'00'.repeat(31)}`],
        }),
      'BLOB_INVALID_VERSIONED_HASH_VERSION',
    ],
    ['zk bytecode not divisible by 32', () => hashBytecode(`0x${'00'.repeat(33)}`), 'ZK_BYTECODE_INVALID'],
    [
      'zk bytecode with an even word count',
      () => hashBytecode(`0x${'00'.repeat(64)}`),
      'ZK_BYTECODE_INVALID',
    ],
  ])('R-ERR-27 %s comes through as a typed error', (_, run, code) => {
    expect(mapped(run)).toBe(code)
  })

  it('R-ERR-27 finds the chain error inside a wrapping error and keeps its text as details', () => {
    const inner = getNodeError(new BaseError('RPC Request failed.', { details: 'nonce too low' }), {})
    const outer = new BaseError('Transaction failed', { cause: inner })
    const typed = chainErrorToSigilError(outer)
    expect(typed?.code).toBe('NONCE_TOO_LOW')
    expect(typed?.details).toContain('Nonce')
    expect(typed?.walk()).toBe(outer.walk())
  })

  it('R-ERR-27 unknown errors are not mapped, and toSigilChainError falls back to UNKNOWN_ERROR', () => {
    expect(chainErrorToSigilError(new Error('something else'))).toBeUndefined()
    expect(chainErrorToSigilError('text')).toBeUndefined()
    expect(toSigilChainError(new Error('boom')).code).toBe('UNKNOWN_ERROR')
    const already = createError(CONNECTION_REJECTED)
    expect(toSigilChainError(already)).toBe(already)
    const nodeError = getNodeError(new BaseError('RPC Request failed.', { details: 'nonce too high' }), {})
    expect(isSigilError(toSigilChainError(nodeError), 'NONCE_TOO_HIGH')).toBe(true)
  })
})
