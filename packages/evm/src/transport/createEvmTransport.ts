import {
  RPC_BATCH_SIZE,
  RPC_FALLBACK_POLL_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from '@sigil/core/internal'
import type { FetchFunction } from '@sigil/core/services'
import { fallback, http, type Transport } from 'viem'

export type EvmTransportOptions = {
  timeoutMs?: number
  retryCount?: number
  /** First retry delay; viem doubles it on each further retry. */
  retryDelayMs?: number
  batchSize?: number
  fetch?: FetchFunction
}

/** The defaults of spec §9 (R-API-43). */
export const EVM_TRANSPORT_DEFAULTS = {
  timeoutMs: RPC_TIMEOUT_MS,
  retryCount: RPC_RETRY_COUNT,
  retryDelayMs: RPC_RETRY_DELAY_MS,
  batchSize: RPC_BATCH_SIZE,
  /** The polling interval to give the viem client that uses this transport. */
  pollingIntervalMs: RPC_FALLBACK_POLL_MS,
} as const

/**
 * A viem transport over a chain's endpoints: one `http` transport per URL (10 s timeout,
 * 3 retries from 150 ms with viem's exponential backoff, JSON-RPC batches of up to 1000)
 * inside a `fallback` that moves to the next URL when one fails (R-API-37, 38, 43).
 */
export function createEvmTransport(urls: readonly string[], options: EvmTransportOptions = {}): Transport {
  if (urls.length === 0) throw new TypeError('createEvmTransport needs at least one RPC URL')
  const settings = {
    timeout: options.timeoutMs ?? EVM_TRANSPORT_DEFAULTS.timeoutMs,
    retryCount: options.retryCount ?? EVM_TRANSPORT_DEFAULTS.retryCount,
    retryDelay: options.retryDelayMs ?? EVM_TRANSPORT_DEFAULTS.retryDelayMs,
    batch: { batchSize: options.batchSize ?? EVM_TRANSPORT_DEFAULTS.batchSize },
    ...(options.fetch ? { fetchFn: options.fetch } : {}),
  }
  const transports = urls.map((url) => http(url, settings))
  // Each http transport already retries; the fallback only moves on to the next URL.
  return fallback(transports, { retryCount: 0, rank: false })
}
