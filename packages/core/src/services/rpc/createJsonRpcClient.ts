import type { Clock } from '../../clock/clock.js'
import { RPC_RETRY_COUNT, RPC_RETRY_DELAY_MS, RPC_TIMEOUT_MS } from '../../constants/index.js'
import { createError } from '../../errors/createError.js'
import { REQUEST_ABORTED, SOMETHING_WENT_WRONG } from '../../errors/definitions.js'
import { SigilError } from '../../errors/SigilError.js'
import type { FetchFunction } from '../options.js'
import { sleep } from '../sleep.js'
import { systemClock } from '../systemClock.js'
import { type JsonRpcBodyCall, postJsonRpc } from './postJsonRpc.js'

export type JsonRpcCall = { method: string; params?: unknown }
export type JsonRpcErrorObject = { code: number; message: string; data?: unknown }

/** A JSON-RPC error answer: the endpoint worked, the call failed. Not retried. */
export class JsonRpcResponseError extends SigilError {
  override name = 'JsonRpcResponseError'
  readonly rpcError: JsonRpcErrorObject
  constructor(rpcError: JsonRpcErrorObject) {
    super(SOMETHING_WENT_WRONG.code, SOMETHING_WENT_WRONG.message, {
      details: `JSON-RPC error ${rpcError.code}: ${rpcError.message}`,
    })
    this.rpcError = rpcError
  }
}

export type JsonRpcClientOptions = {
  /** Endpoints in order of preference; the next is tried when one keeps failing. */
  urls: readonly string[]
  timeoutMs?: number
  retryCount?: number
  retryDelayMs?: number
  clock?: Clock
  fetch?: FetchFunction
}

type RpcAnswer = { result?: unknown; error?: JsonRpcErrorObject }

/**
 * A small JSON-RPC 2.0 client over fetch, for reads outside an adapter (a receipt, a non-EVM
 * chain). Each endpoint is tried with retries (exponential backoff from the retry delay), then the
 * next endpoint. Rejects with REQUEST_ABORTED when the signal aborted, a
 * JsonRpcResponseError for an error answer, and SOMETHING_WENT_WRONG otherwise (R-ERR-16).
 */
export function createJsonRpcClient(options: JsonRpcClientOptions) {
  if (options.urls.length === 0) throw new TypeError('createJsonRpcClient needs at least one URL')
  const clock = options.clock ?? systemClock
  const timeout = options.timeoutMs ?? RPC_TIMEOUT_MS
  const retryCount = options.retryCount ?? RPC_RETRY_COUNT
  const retryDelay = options.retryDelayMs ?? RPC_RETRY_DELAY_MS
  const post = { timeoutMs: timeout, clock, ...(options.fetch ? { fetch: options.fetch } : {}) }
  let nextId = 1

  async function send(
    body: JsonRpcBodyCall | readonly JsonRpcBodyCall[],
    signal?: AbortSignal,
  ): Promise<unknown> {
    let lastError: unknown
    for (const url of options.urls) {
      for (let attempt = 0; attempt <= retryCount; attempt++) {
        if (signal?.aborted) throw createError(REQUEST_ABORTED, {}, { cause: signal.reason })
        try {
          return await postJsonRpc(url, body, { ...post, signal })
        } catch (error) {
          lastError = error
          if (signal?.aborted) throw createError(REQUEST_ABORTED, {}, { cause: error })
          if (attempt < retryCount) {
            await sleep(clock, retryDelay * 2 ** attempt, signal).catch(() => undefined)
          }
        }
      }
    }
    throw createError(SOMETHING_WENT_WRONG, {}, { cause: lastError, details: 'every RPC endpoint failed' })
  }

  function unwrap(answer: RpcAnswer): unknown {
    if (answer.error) throw new JsonRpcResponseError(answer.error)
    return answer.result
  }

  return {
    async request<T = unknown>(call: JsonRpcCall, signal?: AbortSignal): Promise<T> {
      const answer = (await send({ id: nextId++, ...call }, signal)) as RpcAnswer
      return unwrap(answer) as T
    },
    /** One batched body; results come back in call order, errors as JsonRpcResponseError values. */
    async batch(calls: readonly JsonRpcCall[], signal?: AbortSignal): Promise<unknown[]> {
      const bodies = calls.map((call) => ({ id: nextId++, ...call }))
      const answers = (await send(bodies, signal)) as (RpcAnswer & { id: number })[]
      const byId = new Map(answers.map((answer) => [answer.id, answer]))
      return bodies.map((body) => {
        const answer = byId.get(body.id)
        if (!answer) return createError(SOMETHING_WENT_WRONG, {}, { details: `no answer for ${body.method}` })
        return answer.error ? new JsonRpcResponseError(answer.error) : answer.result
      })
    },
  }
}
