import type { ChainAdapter, Connector } from '../adapter.js'
import type { AdapterCode, WaitingMethod } from './adapterCode.js'

/** What an adapter's code makes: a chain adapter that takes shared connectors and can be torn down. */
export type LoadedChainAdapter = ChainAdapter & {
  addConnector(connector: Connector): () => void
  teardown(): void
}

const CHAIN_ADAPTER_WAITING = [
  'setup',
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'getBalance',
  'signMessage',
] as const

/**
 * The members every adapter's stand-in (`evm()`, `solana()`, `bitcoin()`) shares: ChainAdapter's own
 * methods wait for the code, which `prefetch` asks for ahead; the connector list, a provider and teardown answer from the code once it
 * is here, and nothing before (no wallet is known before setup). A stand-in adds its namespace and
 * its own waiting methods (`code.waitingFor`).
 */
export function chainAdapterStandIn<A extends LoadedChainAdapter>(code: AdapterCode<A>) {
  // Every LoadedChainAdapter has these methods; the names cannot be checked against a generic A.
  const names = CHAIN_ADAPTER_WAITING as unknown as readonly WaitingMethod<A>[]
  return {
    ...(code.waitingFor(names) as unknown as Pick<A, (typeof CHAIN_ADAPTER_WAITING)[number]>),
    prefetch: code.prefetch,
    getConnectors: (): readonly Connector[] => code.loaded()?.getConnectors() ?? [],
    addConnector: code.addConnector,
    getProvider: (connectorId: string): ReturnType<A['getProvider']> | undefined =>
      code.loaded()?.getProvider(connectorId) as ReturnType<A['getProvider']> | undefined,
    teardown: (): void => code.loaded()?.teardown(),
  }
}
