import { COIN_TYPE_CHAIN_ID_LIMIT } from '../../constants/index.js'
import { createError } from '../../errors/createError.js'
import { INVALID_COIN_TYPE_CHAIN_ID } from '../../errors/definitions.js'

const ETHEREUM_MAINNET_COIN_TYPE = 60
/** ENSIP-11: an EVM chain's coin type is its chain id with the top bit set. */
const EVM_COIN_TYPE_FLAG = 0x80000000

/** The coin type a name is registered under for an EVM chain id (spec §5 limit 2^31). */
export function coinTypeFromChainId(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_CHAIN_ID_LIMIT)
    throw createError(INVALID_COIN_TYPE_CHAIN_ID, { chainId })
  if (chainId === 1) return ETHEREUM_MAINNET_COIN_TYPE
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
