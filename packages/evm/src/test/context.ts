import type { AdapterContext, AdapterEvent, CaipNetwork } from '@sigil/core'
import { createLogger } from '@sigil/core/internal'
import { createMemoryLogSink } from '@sigil/test'

/** An adapter context that records events and log lines. */
export function recordingContext(networks: readonly CaipNetwork[] = []) {
  const events: AdapterEvent[] = []
  const { sink, records: logs } = createMemoryLogSink()
  const context: AdapterContext = {
    networks,
    logger: createLogger({ level: 'trace', sink }),
    emit: (event) => events.push(event),
  }
  return { context, events, logs }
}

export function testNetwork(overrides: Partial<CaipNetwork> & { id: number }): CaipNetwork {
  return {
    caipNetworkId: `eip155:${overrides.id}`,
    chainNamespace: 'eip155',
    name: `Chain ${overrides.id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    ...overrides,
  }
}
