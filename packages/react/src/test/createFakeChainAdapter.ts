import type { AdapterConnection, ChainAdapter, Connector, NetworkNamespace } from '@sigil/core'

export type FakeChainAdapter = ChainAdapter & {
  /** What the next `connect` does; 'pending' waits until the test settles it another way. */
  outcome: 'succeed' | 'reject' | 'pending'
  connectCalls: number
}

const TEST_ADDRESS = '0x1234567890abcdef1234567890abcdef12345678'

/** A wallet-less adapter for view tests: fixed connectors, one account, a fixed balance. */
export function createFakeChainAdapter(
  options: {
    namespace?: NetworkNamespace
    connectors?: Connector[]
    balance?: string
    address?: string
  } = {},
): FakeChainAdapter {
  const namespace = options.namespace ?? 'eip155'
  const address = options.address ?? TEST_ADDRESS
  const adapter: FakeChainAdapter = {
    namespace,
    outcome: 'succeed',
    connectCalls: 0,
    setup: () => undefined,
    getConnectors: () => options.connectors ?? [],
    async connect({ connectorId, network }) {
      adapter.connectCalls += 1
      if (adapter.outcome === 'reject')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      if (adapter.outcome === 'pending') await new Promise<never>(() => undefined)
      const connection: AdapterConnection = {
        connectorId,
        accounts: [{ namespace, address, type: 'eoa' }],
        chainId: network.id,
      }
      return connection
    },
    async reconnect() {
      throw new Error('No stored connection')
    },
    disconnect: async () => undefined,
    switchNetwork: async () => undefined,
    getBalance: async () => ({ balance: options.balance ?? '1.23456', symbol: 'ETH' }),
    signMessage: async () => '0x',
    getProvider: () => ({ request: async () => null }),
  }
  return adapter
}
