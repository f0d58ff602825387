import type { NetworkStack } from '../types.js'

// Spec §9's stack block times, defined where the first load reads them (constants/index.ts says
// why).
export const OP_STACK_BLOCK_TIME_MS = 2_000
export const ZKSYNC_BLOCK_TIME_MS = 1_000

/** The block time of a chain built on a known stack (spec §9). */
export const STACK_BLOCK_TIME: Readonly<Record<NetworkStack, number>> = {
  'op-stack': OP_STACK_BLOCK_TIME_MS,
  zksync: ZKSYNC_BLOCK_TIME_MS,
}
