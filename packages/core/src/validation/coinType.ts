import { COIN_TYPE_CHAIN_ID_LIMIT } from '../constants/index.js'
import { createError } from '../errors/createError.js'
import { INVALID_COIN_TYPE_CHAIN_ID, INVALID_INPUT } from '../errors/definitions.js'

const EVM_COIN_TYPE_FLAG = 0x80000000

/** The ENSIP-11 coin type of an EVM chain: `0x80000000 | chainId`, for ids below 2^31. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0)
    throw createError(INVALID_INPUT, {
      what: 'chain id',
      reason: `expected a non-negative integer, got ${chainId}`,
    })
  if (chainId >= COIN_TYPE_CHAIN_ID_LIMIT) throw createError(INVALID_COIN_TYPE_CHAIN_ID, { chainId })
  // `>>> 0` turns the signed 32-bit result of `|` back into an unsigned number.
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
