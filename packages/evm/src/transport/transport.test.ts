import { http } from 'viem'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../test/context.js'
import { networkTransport, rpcTransport } from './networkTransport.js'
import { createPublicClients } from './publicClients.js'

describe('RPC transports', () => {
  it('R-API-38 configures each endpoint with the spec defaults: 10 s timeout, 3 retries, 150 ms delay, batches of 1000', () => {
    const transport = rpcTransport('http://127.0.0.1:8545')({})
    expect(transport.config).toMatchObject({ type: 'http', timeout: 10_000, retryCount: 3, retryDelay: 150 })
    expect(transport.value).toMatchObject({ url: 'http://127.0.0.1:8545' })
  })

  it('R-API-38 falls back across every RPC URL of the network, in order', () => {
    const network = testNetwork({
      id: 1,
      rpcUrls: { default: { http: ['http://127.0.0.1:1', 'http://127.0.0.1:2'] } },
    })
    const transport = networkTransport(network)({})
    expect(transport.config).toMatchObject({ type: 'fallback', retryCount: 3, retryDelay: 150 })
    const inner = (transport.value as { transports: ReadonlyArray<{ value?: unknown }> }).transports
    expect(inner.map((endpoint) => endpoint.value)).toMatchObject([
      { url: 'http://127.0.0.1:1' },
      { url: 'http://127.0.0.1:2' },
    ])
  })

  it('keeps one public client per chain and uses a configured transport first', () => {
    const clients = createPublicClients({ 10: http('http://127.0.0.1:9') })
    const optimism = testNetwork({ id: 10, stack: 'op-stack' })
    const client = clients.get(optimism)
    expect(clients.get(optimism)).toBe(client)
    expect(client.pollingInterval).toBe(2_000)
    expect(client.transport).toMatchObject({ url: 'http://127.0.0.1:9' })
    expect(clients.get(testNetwork({ id: 1 }))).not.toBe(client)
  })
})
