import { describe, expect, it } from 'vitest'
import { createEvmTransport, EVM_TRANSPORT_DEFAULTS } from './createEvmTransport.js'

describe('createEvmTransport', () => {
  it('R-API-43 the defaults: 10 s timeout, 3 retries, 150 ms first delay, batches of 1000, 4 s polling', () => {
    expect(EVM_TRANSPORT_DEFAULTS).toEqual({
      timeoutMs: 10_000,
      retryCount: 3,
      retryDelayMs: 150,
      batchSize: 1_000,
      pollingIntervalMs: 4_000,
    })
    const transport = createEvmTransport(['http://127.0.0.1:9/a', 'http://127.0.0.1:9/b'])({})
    expect(transport.config.type).toBe('fallback')
    const inner = (transport.value as { transports: { config: Record<string, unknown> }[] }).transports
    expect(inner).toHaveLength(2)
    for (const endpoint of inner)
      expect(endpoint.config).toMatchObject({ type: 'http', timeout: 10_000, retryCount: 3, retryDelay: 150 })
  })

  it('R-API-38 needs at least one endpoint', () => {
    expect(() => createEvmTransport([])).toThrow(TypeError)
  })
})
