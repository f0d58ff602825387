import { isSigilError } from '@sigil/core'
import { describe, expect, it } from 'vitest'
import { assertTransaction, type TransactionCheckInput } from './assertTransaction.js'

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return isSigilError(error) ? error.code : 'not a SigilError'
  }
  return undefined
}

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const MAX_UINT256 = 2n ** 256n - 1n
const HASH_V1 = `0x01${'ab'.repeat(31)}` as const
const tx = (fields: Partial<TransactionCheckInput>): TransactionCheckInput => ({
  chainId: 1,
  to: TO,
  ...fields,
})

describe('assertTransaction', () => {
  it('R-EVM-05 needs a chainId greater than 0', () => {
    expect(assertTransaction(tx({}))).toBe('eip1559')
    expect(codeOf(() => assertTransaction(tx({ chainId: 0 })))).toBe('INVALID_CHAIN_ID')
    expect(codeOf(() => assertTransaction(tx({ chainId: -5, gasPrice: 1n })))).toBe('INVALID_CHAIN_ID')
  })

  it('R-EVM-06 a fee cap of 2^256 is too high; 2^256-1 is allowed', () => {
    expect(codeOf(() => assertTransaction(tx({ maxFeePerGas: MAX_UINT256 })))).toBeUndefined()
    expect(codeOf(() => assertTransaction(tx({ maxFeePerGas: MAX_UINT256 + 1n })))).toBe('FEE_CAP_TOO_HIGH')
    expect(codeOf(() => assertTransaction(tx({ gasPrice: MAX_UINT256 + 1n })))).toBe('FEE_CAP_TOO_HIGH')
  })

  it('R-EVM-07 the priority fee may not exceed the fee cap', () => {
    expect(
      codeOf(() => assertTransaction(tx({ maxFeePerGas: 10n, maxPriorityFeePerGas: 10n }))),
    ).toBeUndefined()
    expect(codeOf(() => assertTransaction(tx({ maxFeePerGas: 10n, maxPriorityFeePerGas: 11n })))).toBe(
      'TIP_ABOVE_FEE_CAP',
    )
  })

  it('R-EVM-08 legacy and EIP-2930 transactions reject max-fee fields', () => {
    expect(assertTransaction(tx({ gasPrice: 1n }))).toBe('legacy')
    expect(assertTransaction(tx({ gasPrice: 1n, accessList: [] }))).toBe('eip2930')
    expect(codeOf(() => assertTransaction(tx({ type: 'legacy', maxFeePerGas: 1n })))).toBe(
      'MAX_FEE_FIELDS_NOT_ALLOWED',
    )
    expect(() => assertTransaction(tx({ type: 'eip2930', maxPriorityFeePerGas: 1n }))).toThrow(
      'not valid on a EIP-2930 transaction',
    )
  })

  it('R-EVM-09 a blob transaction needs non-empty 32-byte version-1 hashes', () => {
    expect(assertTransaction(tx({ blobVersionedHashes: [HASH_V1] }))).toBe('eip4844')
    expect(codeOf(() => assertTransaction(tx({ blobVersionedHashes: [] })))).toBe(
      'BLOB_EMPTY_VERSIONED_HASHES',
    )
    expect(codeOf(() => assertTransaction(tx({ type: 'eip4844' })))).toBe('BLOB_EMPTY_VERSIONED_HASHES')
    expect(codeOf(() => assertTransaction(tx({ blobVersionedHashes: [`0x01${'ab'.repeat(30)}`] })))).toBe(
      'BLOB_INVALID_VERSIONED_HASH_SIZE',
    )
    expect(codeOf(() => assertTransaction(tx({ blobVersionedHashes: [`0x02${'ab'.repeat(31)}`] })))).toBe(
      'BLOB_INVALID_VERSIONED_HASH_VERSION',
    )
  })

  it('R-ERR-27 an invalid `to` comes through as INVALID_ADDRESS', () => {
    expect(codeOf(() => assertTransaction(tx({ to: '0x1234' })))).toBe('INVALID_ADDRESS')
  })
})
