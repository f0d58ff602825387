import type { CaipNetwork } from '@sigil/core'
import { OP_STACK_BLOCK_TIME_MS, RPC_FALLBACK_POLL_MS, ZKSYNC_BLOCK_TIME_MS } from '@sigil/core/internal'

/** How often to poll a network: its block time, the stack's block time, else the RPC default. */
export function pollingInterval(network: CaipNetwork): number {
  if (network.blockTime !== undefined && network.blockTime > 0) return network.blockTime
  if (network.stack === 'op-stack') return OP_STACK_BLOCK_TIME_MS
  if (network.stack === 'zksync') return ZKSYNC_BLOCK_TIME_MS
  return RPC_FALLBACK_POLL_MS
}
