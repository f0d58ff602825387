import type { CaipNetwork } from '@sigil/core'
import {
  RPC_BATCH_SIZE,
  RPC_FALLBACK_POLL_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@sigil/core/internal'
import { fallback, http, type Transport } from 'viem'

/** An HTTP transport for one RPC URL with the spec's defaults (§9 RPC transport). */
export function rpcTransport(url: string): Transport {
  return http(url, {
    timeout: RPC_TIMEOUT_MS,
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_DELAY_MS,
    batch: { batchSize: RPC_BATCH_SIZE },
  })
}

/**
 * The transport for a network: its RPC URLs in order, falling back to the next when one
 * fails. Ranking re-orders them by health every 4 s, as the spec's fallback polling asks.
 */
export function networkTransport(network: CaipNetwork): Transport {
  const urls = network.rpcUrls.default.http
  const [first] = urls
  if (urls.length === 1 && first !== undefined) return rpcTransport(first)
  return fallback(urls.map(rpcTransport), {
    rank: { interval: RPC_FALLBACK_POLL_MS },
    retryCount: RPC_RETRY_COUNT,
    retryDelay: RPC_RETRY_DELAY_MS,
  })
}
