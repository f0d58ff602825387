import { type CaipNetwork, type Connector, createSigil, type SigilConfig } from '@sigil/core'
import { createFakeClock } from '@sigil/test'
import { createFakeChainAdapter } from './createFakeChainAdapter.js'
import { TEST_BASE, TEST_MAINNET } from './createTestState.js'

/** A real client (`createSigil`) on a manual clock, memory storage and a fake eip155 adapter. */
export function createSigilForTest(
  options: {
    connectors?: Connector[]
    networks?: CaipNetwork[]
    config?: Partial<SigilConfig>
    balance?: string
  } = {},
) {
  const clock = createFakeClock(1_000_000)
  const adapter = createFakeChainAdapter({ connectors: options.connectors, balance: options.balance })
  const memory = new Map<string, string>()
  const client = createSigil({
    projectId: 'test',
    networks: options.networks ?? [TEST_MAINNET, TEST_BASE],
    adapters: [adapter],
    reconnect: false,
    clock,
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    },
    logSink: () => undefined,
    ...options.config,
  })
  return { client, clock, adapter }
}
