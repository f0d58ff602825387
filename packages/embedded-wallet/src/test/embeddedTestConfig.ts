import { type Clock, defineNetwork } from '@sigil/core'
import { systemClock } from '@sigil/core/services'
import type { TestClientOptions } from '@sigil/test'

export const devnetA = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8600/rpc/31337'] } },
})

/**
 * What a test client (`createTestClient`) needs to host the embedded wallet: its frame's URL, an
 * eip155 side that lists only what is handed to it, and the global timers (`systemClock`), so
 * `vi.useFakeTimers()` drives the client and the frame transport alike.
 */
export function embeddedTestConfig() {
  return {
    projectId: 'test-project',
    metadata: { name: 'Test app', description: 'A test', url: 'http://localhost:5173', icons: [] },
    networks: [devnetA],
    services: { embeddedWalletUrl: 'http://127.0.0.1:8601' },
    clock: systemClock,
    reconnect: false,
    evm: { connectors: [] },
    solana: false as const,
  } satisfies TestClientOptions<Clock>
}
