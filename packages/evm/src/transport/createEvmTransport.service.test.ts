import { type Devnet, startDevnet } from '@sigil/devnet'
import { createPublicClient } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createEvmTransport } from './createEvmTransport.js'

let devnet: Devnet
let chainId: number
let primary: string
let secondary: string

/** Devnet's admin routes this file uses: the RPC fault switch and the request log. */
async function admin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${devnet.urls.admin}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`admin ${method} ${path}: ${response.status}`)
  return response.json()
}
const setRpc = (endpoint: 'primary' | 'fallback', mode: 'down' | 'hang') =>
  admin('POST', '/rpc', { chainId, endpoint, mode })
const rpcRequests = async (suffix = '') => {
  const { requests } = (await admin('GET', '/requests?service=rpc')) as { requests: { path: string }[] }
  return requests.filter((request) => request.path === `/rpc/${chainId}${suffix}`)
}

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  const [chain] = devnet.chains
  chainId = chain!.chainId
  primary = chain!.rpcUrl
  secondary = chain!.rpcFallbackUrl
})
afterEach(async () => {
  await admin('DELETE', '/rpc')
  await admin('DELETE', '/requests')
})
afterAll(async () => {
  await devnet?.stop()
})

describe('createEvmTransport against devnet', () => {
  it('R-API-37 JSON-RPC 2.0 calls, batched into one POST', async () => {
    const client = createPublicClient({ transport: createEvmTransport([primary, secondary]) })
    const [id, block, balance] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber(),
      client.getBalance({ address: devnet.accounts[0]!.address }),
    ])
    expect(id).toBe(chainId)
    expect(block).toBeGreaterThan(0n)
    expect(balance).toBeGreaterThan(0n)
    expect(await rpcRequests()).toHaveLength(1)
  })

  it('R-API-38 R-API-43 the first endpoint down: 1 try + 3 retries with backoff, then the second answers', async () => {
    await setRpc('primary', 'down')
    const client = createPublicClient({ transport: createEvmTransport([primary, secondary]) })
    const started = performance.now()
    expect(await client.getChainId()).toBe(chainId)
    // 150 + 300 + 600 ms of backoff before giving up on the first endpoint.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1_000)
    expect(await rpcRequests()).toHaveLength(4)
    expect(await rpcRequests('/fallback')).toHaveLength(1)
  })

  it('R-API-38 a hanging endpoint times out and the next answers', async () => {
    await setRpc('primary', 'hang')
    const client = createPublicClient({
      transport: createEvmTransport([primary, secondary], { timeoutMs: 200, retryCount: 0 }),
    })
    expect(await client.getChainId()).toBe(chainId)
  })
})
