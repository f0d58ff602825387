import { describe, expect, it } from 'vitest'
import { MAX_BLOB_DATA_BYTES, MAX_ZK_BYTECODE_BYTES } from '../constants/index.js'
import { isSigilError } from '../errors/SigilError.js'
import { assertBatchedCalls } from './batchedCalls.js'
import { assertBlobDataSize } from './blobData.js'
import { assertZkBytecode, withZkSyncDefaults } from './zkBytecode.js'

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return isSigilError(error) ? error.code : 'not a SigilError'
  }
  return undefined
}

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const zkBytecode = (words: number) => `0x${'00'.repeat(32 * words)}` as const

describe('assertBatchedCalls', () => {
  it('R-EVM-03 a call has `to` and optional `data`', () => {
    expect(codeOf(() => assertBatchedCalls([{ to: TO }, { to: TO, data: '0x1234' }]))).toBeUndefined()
  })

  it('R-EVM-04 `to` and `data` must start with 0x', () => {
    expect(codeOf(() => assertBatchedCalls([{ to: 'abc' as `0x${string}` }]))).toBe('INVALID_INPUT')
    expect(() => assertBatchedCalls([{ to: TO }, { to: TO, data: '1234' as `0x${string}` }])).toThrow(
      'call 1 has `data` that does not start with 0x',
    )
  })
})

describe('blob data and ZKsync bytecode', () => {
  it('R-EVM-10 blob data of 761855 bytes passes and 761856 fails', () => {
    expect(codeOf(() => assertBlobDataSize(new Uint8Array(MAX_BLOB_DATA_BYTES)))).toBeUndefined()
    expect(codeOf(() => assertBlobDataSize(`0x${'00'.repeat(MAX_BLOB_DATA_BYTES)}`))).toBeUndefined()
    expect(codeOf(() => assertBlobDataSize(new Uint8Array(MAX_BLOB_DATA_BYTES + 1)))).toBe(
      'BLOB_SIZE_TOO_LARGE',
    )
  })

  it('R-EVM-11 zk bytecode: at most 2097120 bytes, divisible by 32, an odd number of words', () => {
    expect(MAX_ZK_BYTECODE_BYTES).toBe(2097120)
    expect(codeOf(() => assertZkBytecode(zkBytecode(1)))).toBeUndefined()
    expect(codeOf(() => assertZkBytecode(new Uint8Array(MAX_ZK_BYTECODE_BYTES)))).toBeUndefined()
    expect(() => assertZkBytecode(zkBytecode(2))).toThrow('2 words is an even number')
    expect(() => assertZkBytecode(`0x${'00'.repeat(33)}`)).toThrow('not divisible by 32')
    expect(() => assertZkBytecode(new Uint8Array(MAX_ZK_BYTECODE_BYTES + 64))).toThrow('above 2097120 bytes')
    expect(codeOf(() => assertZkBytecode('0x123'))).toBe('ZK_BYTECODE_INVALID')
  })

  it('R-EVM-15 ZKsync transactions get gasPerPubdata 50000 unless given', () => {
    expect(withZkSyncDefaults({ to: TO }).gasPerPubdata).toBe(50_000n)
    expect(withZkSyncDefaults({ to: TO, gasPerPubdata: 800n }).gasPerPubdata).toBe(800n)
  })
})
