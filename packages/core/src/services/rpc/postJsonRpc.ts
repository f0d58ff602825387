import type { Clock } from '../../clock/clock.js'
import { HttpStatusError } from '../http/HttpStatusError.js'
import type { FetchFunction } from '../options.js'

/** One call of a JSON-RPC body, as the client numbers it. */
export type JsonRpcBodyCall = { id: number; method: string; params?: unknown }

export type PostJsonRpcOptions = {
  timeoutMs: number
  clock: Clock
  fetch?: FetchFunction
  signal?: AbortSignal | undefined
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * One POST of a JSON-RPC 2.0 body, single or batched (R-API-37), and its parsed answer. Rejects
 * on a non-OK status (HttpStatusError), a body that is not JSON, a failed or aborted fetch, and
 * when no answer came within `timeoutMs` on `clock`.
 */
export async function postJsonRpc(
  url: string,
  body: JsonRpcBodyCall | readonly JsonRpcBodyCall[],
  options: PostJsonRpcOptions,
): Promise<unknown> {
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const { clock, signal } = options
  const framed = Array.isArray(body)
    ? body.map((call) => ({ jsonrpc: '2.0', ...call }))
    : { jsonrpc: '2.0', ...body }
  const controller = new AbortController()
  const timer = clock.setTimeout(
    () => controller.abort(new Error(`${url} did not answer within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  )
  const onAbort = () => controller.abort(signal?.reason)
  if (signal?.aborted) onAbort()
  else signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(framed),
      signal: controller.signal,
    })
    const text = await response.text()
    if (!response.ok) throw new HttpStatusError({ status: response.status, body: parsed(text), url })
    return JSON.parse(text)
  } finally {
    clock.clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
