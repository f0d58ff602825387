import type { Clock } from '../../clock/clock.js'
import { createError } from '../../errors/createError.js'
import { INVALID_RESPONSE, REQUEST_ABORTED, SOMETHING_WENT_WRONG } from '../../errors/definitions.js'
import { SigilError } from '../../errors/SigilError.js'
import type { FetchFunction } from '../options.js'
import type { Schema } from '../schema/schema.js'
import { systemClock } from '../systemClock.js'
import { buildUrl, type QueryParams } from './buildUrl.js'
import { HttpStatusError } from './HttpStatusError.js'

export const DEFAULT_HTTP_TIMEOUT_MS = 10_000

export type HttpClientOptions = {
  baseUrl: string
  /** Sent as the `clientId` query parameter of every request when set (spec §7). */
  clientId?: string
  /** Query parameters every request carries (the registry's projectId, st, sv). */
  baseParams?: QueryParams
  headers?: Record<string, string>
  fetch?: FetchFunction
  clock?: Clock
  timeoutMs?: number
}

export type HttpRequest = {
  path: string
  params?: QueryParams
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
  timeoutMs?: number
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export type HttpClient = {
  readonly baseUrl: string
  get<T>(request: HttpRequest, schema: Schema<T>): Promise<T>
  post<T>(request: HttpRequest, schema: Schema<T>): Promise<T>
  put<T>(request: HttpRequest, schema: Schema<T>): Promise<T>
  delete<T>(request: HttpRequest, schema: Schema<T>): Promise<T>
  /** GETs a binary body (images). */
  getBlob(request: HttpRequest): Promise<Blob>
}

/**
 * Errors it rejects with, all SigilErrors: REQUEST_ABORTED when the caller's signal aborted,
 * HTTP_STATUS_ERROR (an HttpStatusError with status and body) on a non-OK status,
 * INVALID_RESPONSE when the body is not JSON or fails its schema, and SOMETHING_WENT_WRONG
 * for anything else (network failure, timeout).
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const clock = options.clock ?? systemClock
  const fetchFn: FetchFunction = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const defaultTimeout = options.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS

  async function send<T>(method: HttpMethod, request: HttpRequest, read: (response: Response) => Promise<T>) {
    const url = buildUrl(options.baseUrl, request.path, request.params, options.baseParams, {
      clientId: options.clientId,
    })
    const controller = new AbortController()
    const timeoutMs = request.timeoutMs ?? defaultTimeout
    let timedOut = false
    const timer = clock.setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const onCallerAbort = () => controller.abort()
    if (request.signal?.aborted) controller.abort()
    request.signal?.addEventListener('abort', onCallerAbort, { once: true })
    try {
      const hasBody = request.body !== undefined
      const response = await fetchFn(url, {
        method,
        headers: {
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
          ...request.headers,
        },
        body: hasBody ? JSON.stringify(request.body) : undefined,
        signal: controller.signal,
      })
      if (!response.ok)
        throw new HttpStatusError({ status: response.status, body: await readBody(response), url })
      return await read(response)
    } catch (error) {
      if (error instanceof SigilError) throw error
      if (request.signal?.aborted) throw createError(REQUEST_ABORTED, {}, { cause: error, details: url })
      const details = timedOut
        ? `${method} ${url} timed out after ${timeoutMs} ms`
        : `${method} ${url} failed`
      throw createError(SOMETHING_WENT_WRONG, {}, { cause: error, details })
    } finally {
      clock.clearTimeout(timer)
      request.signal?.removeEventListener('abort', onCallerAbort)
    }
  }

  const json =
    <T>(schema: Schema<T>) =>
    async (response: Response): Promise<T> => {
      const text = await response.text()
      let parsed: unknown
      try {
        parsed = text === '' ? undefined : JSON.parse(text)
      } catch (cause) {
        throw createError(INVALID_RESPONSE, { reason: 'the body is not JSON' }, { cause })
      }
      return schema(parsed)
    }

  return {
    baseUrl: options.baseUrl,
    get: (request, schema) => send('GET', request, json(schema)),
    post: (request, schema) => send('POST', request, json(schema)),
    put: (request, schema) => send('PUT', request, json(schema)),
    delete: (request, schema) => send('DELETE', request, json(schema)),
    getBlob: (request) => send('GET', request, (response) => response.blob()),
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
