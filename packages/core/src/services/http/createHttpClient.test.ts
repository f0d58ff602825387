import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import { object, string, unknownValue } from '../schema/schema.js'
import { createHttpClient } from './createHttpClient.js'
import { HttpStatusError } from './HttpStatusError.js'

// A real loopback server that echoes what it received, or fails as the path says.
let server: Server
let baseUrl: string

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      if (url.pathname.endsWith('/hang')) return
      if (url.pathname.endsWith('/fail')) {
        res.writeHead(418, { 'content-type': 'application/json' })
        return res.end(JSON.stringify({ message: 'teapot' }))
      }
      if (url.pathname.endsWith('/text')) return res.end('not json')
      const body = Buffer.concat(chunks).toString('utf8')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          method: req.method,
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          body: body ? JSON.parse(body) : null,
          contentType: req.headers['content-type'] ?? null,
        }),
      )
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/base`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const echo = object({
  method: string,
  path: string,
  query: unknownValue,
  body: unknownValue,
  contentType: unknownValue,
})

describe('HTTP client', () => {
  it('R-API-36 GET, POST, PUT and DELETE with JSON bodies and a clientId parameter', async () => {
    const http = createHttpClient({ baseUrl, clientId: 'client-1' })
    const got = await http.get(
      { path: '/items', params: { page: 2, tags: ['a', 'b'], none: undefined } },
      echo,
    )
    expect(got).toEqual({
      method: 'GET',
      path: '/base/items',
      query: { page: '2', tags: 'a,b', clientId: 'client-1' },
      body: null,
      contentType: null,
    })
    for (const method of ['post', 'put', 'delete'] as const) {
      const answer = await http[method]({ path: 'items/1', body: { n: 1 } }, echo)
      expect(answer).toMatchObject({
        method: method.toUpperCase(),
        body: { n: 1 },
        contentType: 'application/json',
        query: { clientId: 'client-1' },
      })
    }
  })

  it('R-API-36 a non-OK status is an HttpStatusError keeping status and body', async () => {
    const error = await createHttpClient({ baseUrl })
      .get({ path: '/fail' }, echo)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ status: 418, body: { message: 'teapot' }, code: 'HTTP_STATUS_ERROR' })
  })

  it('R-API-32 a body that is not JSON or fails its schema is INVALID_RESPONSE', async () => {
    const http = createHttpClient({ baseUrl })
    const notJson = await http.get({ path: '/text' }, echo).catch((e: unknown) => e)
    expect(isSigilError(notJson, 'INVALID_RESPONSE')).toBe(true)
    const wrongShape = await http.get({ path: '/x' }, object({ method: object({}) })).catch((e: unknown) => e)
    expect(isSigilError(wrongShape, 'INVALID_RESPONSE')).toBe(true)
    expect((wrongShape as Error).message).toContain('method should be an object, got string')
  })

  it('R-ERR-16 aborted → Request was aborted; timeout or network failure → Something went wrong', async () => {
    const http = createHttpClient({ baseUrl, timeoutMs: 100 })
    const controller = new AbortController()
    const pending = http.get({ path: '/hang', signal: controller.signal }, echo).catch((e: unknown) => e)
    controller.abort()
    expect(await pending).toMatchObject({ code: 'REQUEST_ABORTED', shortMessage: 'Request was aborted' })
    const timedOut = await http.get({ path: '/hang' }, echo).catch((e: unknown) => e)
    expect(timedOut).toMatchObject({ code: 'SOMETHING_WENT_WRONG', shortMessage: 'Something went wrong' })
    expect((timedOut as Error).message).toContain('timed out after 100 ms')
    const unreachable = createHttpClient({ baseUrl: 'http://127.0.0.1:9' })
    await expect(unreachable.get({ path: '/' }, echo)).rejects.toMatchObject({ code: 'SOMETHING_WENT_WRONG' })
  })
})
