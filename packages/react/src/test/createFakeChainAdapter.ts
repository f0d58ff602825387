import type { AdapterConnection, ChainAdapter, Connector, NetworkNamespace } from '@sigil/core'

export type FakeChainAdapter = ChainAdapter & {
  /** What the next `connect` does; 'pending' waits until the test settles it (`settlePending`). */
  outcome: 'succeed' | 'reject' | 'pending'
  connectCalls: number
  /** Settles the `connect` that is pending: it goes through, or the wallet rejects it. */
  settlePending(result: 'succeed' | 'reject'): void
}

const rejection = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

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
  let settle: ((result: 'succeed' | 'reject') => void) | undefined
  const adapter: FakeChainAdapter = {
    namespace,
    outcome: 'succeed',
    connectCalls: 0,
    settlePending: (result) => settle?.(result),
    setup: () => undefined,
    getConnectors: () => options.connectors ?? [],
    async connect({ connectorId, network }) {
      adapter.connectCalls += 1
      if (adapter.outcome === 'reject') throw rejection()
      if (adapter.outcome === 'pending')
        await new Promise<void>((resolve, reject) => {
          settle = (result) => (result === 'reject' ? reject(rejection()) : resolve())
        })
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
