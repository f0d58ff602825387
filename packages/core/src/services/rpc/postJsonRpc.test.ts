import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFakeClock } from '@sigil/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpStatusError } from '../http/HttpStatusError.js'
import { systemClock } from '../systemClock.js'
import { postJsonRpc } from './postJsonRpc.js'

// A real loopback server: answers each JSON-RPC 2.0 call with what it received, or fails as the path says.
let server: Server
let url: string
let seen: { contentType?: string | undefined; method?: string | undefined }

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      seen = { contentType: req.headers['content-type'], method: req.method }
      if (req.url === '/hang') return
      if (req.url === '/down') {
        res.writeHead(503, { 'content-type': 'text/plain' })
        return res.end('down for now')
      }
      if (req.url === '/text') return res.end('not json')
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        | Record<string, unknown>
        | Record<string, unknown>[]
      const answer = (call: Record<string, unknown>) =>
        call.jsonrpc === '2.0'
          ? { jsonrpc: '2.0', id: call.id, result: call }
          : { jsonrpc: '2.0', id: call.id, error: { code: -32600, message: 'Invalid Request' } }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const options = { timeoutMs: 5_000, clock: systemClock }

describe('postJsonRpc', () => {
  it('R-API-37 POSTs a JSON-RPC 2.0 body, single or batched, as JSON', async () => {
    expect(await postJsonRpc(`${url}/`, { id: 7, method: 'eth_chainId' }, options)).toEqual({
      jsonrpc: '2.0',
      id: 7,
      result: { jsonrpc: '2.0', id: 7, method: 'eth_chainId' },
    })
    expect(seen).toEqual({ contentType: 'application/json', method: 'POST' })
    const batch = await postJsonRpc(
      `${url}/`,
      [
        { id: 1, method: 'eth_blockNumber' },
        { id: 2, method: 'eth_getBalance', params: ['0x0', 'latest'] },
      ],
      options,
    )
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber' } },
      {
        jsonrpc: '2.0',
        id: 2,
        result: { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['0x0', 'latest'] },
      },
    ])
  })

  it('a failing status rejects with its status and body; a body that is not JSON rejects', async () => {
    const down = await postJsonRpc(`${url}/down`, { id: 1, method: 'eth_chainId' }, options).catch(
      (error: unknown) => error,
    )
    expect(down).toBeInstanceOf(HttpStatusError)
    expect(down).toMatchObject({ status: 503, body: 'down for now' })
    await expect(postJsonRpc(`${url}/text`, { id: 1, method: 'eth_chainId' }, options)).rejects.toThrow(
      SyntaxError,
    )
  })

  it('R-API-43 gives up after the timeout on the given clock, and when the caller aborts', async () => {
    const clock = createFakeClock()
    const hanging = postJsonRpc(`${url}/hang`, { id: 1, method: 'eth_chainId' }, { timeoutMs: 10_000, clock })
    const outcome = hanging.catch((error: unknown) => error)
    await clock.advanceAsync(9_999)
    await clock.advanceAsync(1)
    expect(String(await outcome)).toMatch(/did not answer within 10000 ms/)
    const controller = new AbortController()
    const aborted = postJsonRpc(
      `${url}/hang`,
      { id: 2, method: 'eth_chainId' },
      { ...options, signal: controller.signal },
    ).catch((error: unknown) => error)
    controller.abort(new Error('left the page'))
    expect(String(await aborted)).toMatch(/left the page/)
  })
})
