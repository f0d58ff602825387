import type { TransactionOutcomeOnChain } from '../adapter.js'
import type { CaipNetwork } from '../caip/types.js'
import type { Clock } from '../clock/clock.js'
import { createError } from '../errors/createError.js'
import { NETWORK_MISSING } from '../errors/definitions.js'
import { createJsonRpcClient } from '../services/rpc/createJsonRpcClient.js'
import { sleep } from '../services/sleep.js'

/** How a mined transaction ended, as adapters report it. */
export type TransactionOutcome = TransactionOutcomeOnChain
export type WaitForTransaction = (hash: string, signal?: AbortSignal) => Promise<TransactionOutcome>

/** Polled no faster than this, and no slower than the RPC fallback's 4 s, whatever the block time. */
const MIN_POLL_MS = 250
const MAX_POLL_MS = 4_000

/**
 * Waits until a transaction is in a block, reading its receipt from the network's own RPC
 * endpoints every block time (1 s when the network does not say) on the client's clock.
 * Rejects only when `signal` aborts or every endpoint keeps failing.
 */
export function receiptWaiter(network: CaipNetwork, clock: Clock): WaitForTransaction {
  const urls = network.rpcUrls.default.http
  if (urls.length === 0) throw createError(NETWORK_MISSING, { namespace: network.chainNamespace })
  const rpc = createJsonRpcClient({ urls, clock })
  const interval = Math.min(MAX_POLL_MS, Math.max(MIN_POLL_MS, network.blockTime ?? 1_000))
  return async (hash, signal) => {
    for (;;) {
      const receipt = await rpc.request<{ status?: string; blockNumber?: string } | null>(
        { method: 'eth_getTransactionReceipt', params: [hash] },
        signal,
      )
      if (receipt?.blockNumber) return { status: receipt.status === '0x1' ? 'success' : 'reverted' }
      await sleep(clock, interval, signal)
    }
  }
}
