import type { AdapterContext, Connector } from '../adapter.js'
import type { NetworkNamespace } from '../caip/types.js'

/** A connector a shared connector handed to an adapter, with the provider the adapter drives. */
export type HandedConnector<P> = Connector & { provider: P }

/**
 * The connectors shared connectors (WalletConnect, the embedded wallet) hand an adapter
 * through `ChainAdapter.addConnector`, kept beside the adapter's own wallets.
 */
export type HandedConnectors<P> = {
  get(connectorId: string): HandedConnector<P> | undefined
  list(): HandedConnector<P>[]
  /** `ChainAdapter.addConnector`: keeps a connector of this chain whose provider the adapter can drive; returns its removal. */
  add(connector: Connector): () => void
}

export type HandedConnectorsOptions<P> = {
  chain: NetworkNamespace
  /** Whether the handed provider is one the adapter can drive. */
  accepts(provider: unknown): provider is P
  /** What the provider must be, for the warning when it is not, e.g. "Solana wallet-standard". */
  kind: string
  /** The adapter's context once it is set up; connectors can be handed before. */
  context(): AdapterContext | undefined
}

export function createHandedConnectors<P>(options: HandedConnectorsOptions<P>): HandedConnectors<P> {
  const entries = new Map<string, HandedConnector<P>>()
  const changed = () => options.context()?.emit({ type: 'connectorsChanged' })
  return {
    get: (connectorId) => entries.get(connectorId),
    list: () => [...entries.values()],
    add(connector) {
      const { provider } = connector
      if (connector.chain !== options.chain || !options.accepts(provider)) {
        options
          .context()
          ?.logger.warn(`Connector ${connector.id} has no ${options.kind} provider; it is not offered`)
        return () => undefined
      }
      const entry: HandedConnector<P> = { ...connector, provider }
      entries.set(connector.id, entry)
      changed()
      return () => {
        // A later hand-over under the same id replaced this one; its removal is not ours to do.
        if (entries.get(connector.id) !== entry) return
        entries.delete(connector.id)
        changed()
      }
    },
  }
}
