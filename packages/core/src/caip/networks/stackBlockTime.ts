import type { NetworkStack } from '../types.js'

// Chain block times. Spec §9 keeps its numbers in constants/; the few a page's first load reads are defined
// where they are read (and exported with their module), so that the first load carries no
// constants module: a small one shared with later chunks ends up a file of its own.
export const OP_STACK_BLOCK_TIME_MS = 2_000
export const ZKSYNC_BLOCK_TIME_MS = 1_000

/** The block time of a chain built on a known stack (spec §9). */
export const STACK_BLOCK_TIME: Readonly<Record<NetworkStack, number>> = {
  'op-stack': OP_STACK_BLOCK_TIME_MS,
  zksync: ZKSYNC_BLOCK_TIME_MS,
}
