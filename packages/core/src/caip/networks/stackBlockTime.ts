import { OP_STACK_BLOCK_TIME_MS, ZKSYNC_BLOCK_TIME_MS } from '../../constants/firstLoad.js'
import type { NetworkStack } from '../types.js'

/** The block time of a chain built on a known stack (spec §9). */
export const STACK_BLOCK_TIME: Readonly<Record<NetworkStack, number>> = {
  'op-stack': OP_STACK_BLOCK_TIME_MS,
  zksync: ZKSYNC_BLOCK_TIME_MS,
}
