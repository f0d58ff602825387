import {
  type ChainAdapter,
  type Connector,
  createLogger,
  createSigil,
  defineNetwork,
  type SigilConfig,
} from '@sigil/core'
import { systemClock } from '@sigil/core/services'

export const devnetA = defineNetwork({
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8600/rpc/31337'] } },
})

/** The eip155 side a client needs to host the embedded wallet: it lists what is registered and counts balance reads. */
export function recordingAdapter() {
  const registered: Connector[] = []
  let balanceReads = 0
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup: () => undefined,
    getConnectors: () => registered,
    addConnector(connector) {
      registered.push(connector)
      return () => registered.splice(registered.indexOf(connector), 1)
    },
    connect: () => Promise.reject(new Error('not used')),
    reconnect: () => Promise.reject(new Error('not used')),
    disconnect: () => Promise.resolve(),
    switchNetwork: () => Promise.resolve(),
    getBalance: async () => {
      balanceReads += 1
      return { balance: '1', symbol: 'ETH' }
    },
    signMessage: () => Promise.reject(new Error('not used')),
    getProvider: (id) => registered.find((connector) => connector.id === id)?.provider,
  }
  return { adapter, registered, balanceReads: () => balanceReads }
}

export function testClient(config: Partial<SigilConfig> = {}) {
  const evm = recordingAdapter()
  const lines: { level: string; message: string }[] = []
  const client = createSigil({
    projectId: 'test-project',
    metadata: { name: 'Test app', description: 'A test', url: 'http://localhost:5173', icons: [] },
    networks: [devnetA],
    adapters: [evm.adapter],
    services: { embeddedWalletUrl: 'http://127.0.0.1:8601' },
    clock: systemClock,
    logLevel: 'debug',
    logSink: ({ level, message }) => lines.push({ level, message }),
    reconnect: false,
    ...config,
  })
  return {
    client,
    evm,
    lines,
    logger: createLogger({ level: 'debug', sink: ({ level, message }) => lines.push({ level, message }) }),
  }
}
