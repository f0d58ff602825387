import type { Connector, ConnectorType } from '@sigil/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { isIcon, type WalletAnnouncement } from '../discovery/announcement.js'
import { createConnectorRegistry, INJECTED_CONNECTOR_ID } from '../discovery/connectorRegistry.js'
import { isExcludedWallet } from '../discovery/walletFilter.js'
import { type Eip1193Provider, isEip1193Provider } from '../eip1193.js'

// wagmi's type for `injected()` and for the connectors it makes from EIP-6963 announcements.
const INJECTED_TYPE = 'injected'

export type ConnectorCatalog = {
  /** A wallet announced over EIP-6963 (checked by the shared discovery code). */
  addAnnouncement(announcement: WalletAnnouncement): void
  /** Reads the wagmi connectors again, finding their providers; true when Sigil's list changed. */
  refresh(): Promise<boolean>
  list(): readonly Connector[]
  /** The Sigil connector id of a wagmi connector. */
  idOf(connector: WagmiConnector): string
  /** The wagmi connector behind a Sigil connector id; the one wagmi holds a connection for first. */
  connectorFor(connectorId: string): WagmiConnector | undefined
  /** The connector behind an id once its wallet is on the page (an injected one has its provider). */
  presentConnector(connectorId: string): WagmiConnector | undefined
  provider(connectorId: string): Eip1193Provider | undefined
  /** Finds the provider of a connector that was not looked at up front (non-injected, after connect). */
  resolveProvider(connector: WagmiConnector): Promise<void>
  /** Lists a wagmi connector made from a shared connector as that entry (its type, name, provider). */
  addShared(connector: WagmiConnector, entry: Connector & { provider: Eip1193Provider }): void
  removeShared(connector: WagmiConnector): void
}

function listKey(connectors: readonly Connector[]): string {
  return connectors
    .map((c) => [c.id, c.type, c.name, c.imageUrl ?? '', c.info?.rdns ?? ''].join('\u0000'))
    .join('\u0001')
}

function firstRdns(rdns: string | readonly string[] | undefined): string | undefined {
  return typeof rdns === 'string' ? rdns : rdns?.[0]
}

/**
 * Sigil's view of a wagmi config's connectors, under the ids and types the plain EVM adapter uses:
 * an injected connector whose provider announced itself over EIP-6963 is that ANNOUNCED wallet
 * (id = rdns), wagmi's `injected()` is the INJECTED connector, other injected targets are INJECTED
 * under wagmi's id, and every other connector (WalletConnect, Coinbase, Safe, mock …) is EXTERNAL.
 * The announced / injected pair goes through the plain adapter's registry, so the dedupe rule and
 * the injected wallet's name are the same.
 */
export function createConnectorCatalog(config: Config, excluded: readonly string[]): ConnectorCatalog {
  const announcements = new Map<Eip1193Provider, WalletAnnouncement>()
  const providers = new Map<string, Eip1193Provider>()
  const shared = new Map<string, Connector>()
  let listed: readonly Connector[] = []
  let queue: Promise<boolean> = Promise.resolve(false)

  const announcementOf = (connector: WagmiConnector): WalletAnnouncement | undefined => {
    if (connector.type !== INJECTED_TYPE) return undefined
    const provider = providers.get(connector.uid)
    return provider ? announcements.get(provider) : undefined
  }

  const idOf = (connector: WagmiConnector): string => announcementOf(connector)?.info.rdns ?? connector.id

  const connectorFor = (connectorId: string): WagmiConnector | undefined => {
    const candidates = config.connectors.filter((connector) => idOf(connector) === connectorId)
    const { connections } = config.state
    return (
      candidates.find((connector) => connections.has(connector.uid)) ??
      // the client's shared connector wins over an app connector that has its id (wagmi's walletConnect())
      candidates.find((connector) => shared.has(connector.uid)) ??
      candidates.find((connector) => connector.id === connectorId) ??
      candidates[0]
    )
  }

  const toSigilConnector = (
    connector: WagmiConnector,
    type: ConnectorType,
    provider?: Eip1193Provider,
  ): Connector => {
    const rdns = firstRdns(connector.rdns)
    return {
      id: connector.id,
      type,
      name: connector.name,
      chain: 'eip155',
      ...(connector.icon && isIcon(connector.icon) ? { imageUrl: connector.icon } : {}),
      ...(rdns ? { info: { rdns } } : {}),
      ...(provider ? { provider } : {}),
    }
  }

  const build = (): Connector[] => {
    const registry = createConnectorRegistry(excluded)
    const sharedEntries: Connector[] = []
    const others: Connector[] = []
    for (const connector of config.connectors) {
      const entry = shared.get(connector.uid)
      if (entry) {
        sharedEntries.push(entry)
        continue
      }
      if (connector.type !== INJECTED_TYPE) {
        others.push(toSigilConnector(connector, 'EXTERNAL'))
        continue
      }
      const provider = providers.get(connector.uid)
      if (!provider) continue // the wallet is not on the page
      const announcement = announcements.get(provider)
      if (announcement) registry.addAnnounced(announcement)
      else if (connector.id === INJECTED_CONNECTOR_ID) registry.setInjected(provider)
      else others.push(toSigilConnector(connector, 'INJECTED', provider))
    }
    const list = [...registry.list()]
    const ids = new Set(list.map((c) => c.id))
    for (const connector of [...sharedEntries, ...others]) {
      if (ids.has(connector.id)) continue
      if (isExcludedWallet(excluded, { name: connector.name, rdns: connector.info?.rdns })) continue
      ids.add(connector.id)
      list.push(connector)
    }
    return list
  }

  const resolveProvider = async (connector: WagmiConnector): Promise<void> => {
    if (providers.has(connector.uid)) return
    const provider = await connector.getProvider().catch(() => undefined)
    if (isEip1193Provider(provider)) providers.set(connector.uid, provider)
  }

  const refreshNow = async (): Promise<boolean> => {
    // Only injected providers are looked up here: they are objects already on the page, while
    // other connectors may start an SDK (and its network traffic) when asked for a provider.
    for (const connector of config.connectors)
      if (connector.type === INJECTED_TYPE) await resolveProvider(connector)
    const next = build()
    const changed = listKey(next) !== listKey(listed)
    listed = next
    return changed
  }

  return {
    addAnnouncement(announcement) {
      announcements.set(announcement.provider, announcement)
    },
    refresh() {
      // One refresh at a time, so a slow provider lookup never overwrites a newer list.
      queue = queue.then(refreshNow, refreshNow)
      return queue
    },
    list: () => listed,
    idOf,
    connectorFor,
    provider(connectorId) {
      const connector = connectorFor(connectorId)
      return connector ? providers.get(connector.uid) : undefined
    },
    presentConnector(connectorId) {
      const connector = connectorFor(connectorId)
      if (!connector) return undefined
      return connector.type !== INJECTED_TYPE || providers.has(connector.uid) ? connector : undefined
    },
    resolveProvider,
    addShared(connector, entry) {
      shared.set(connector.uid, entry)
      providers.set(connector.uid, entry.provider)
    },
    removeShared(connector) {
      shared.delete(connector.uid)
      providers.delete(connector.uid)
    },
  }
}
