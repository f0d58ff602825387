import type { Connector } from '../adapter.js'
import type { ConnectorGroup } from '../client/types.js'
import { FEATURED_WALLETS_MAX, RECOMMENDED_WALLETS_MAX } from '../constants/index.js'
import { isExcludedWallet } from './isExcludedWallet.js'
import type { RecentWallet } from './recentWallets.js'
import { isSameWallet, type WalletIdentity } from './walletIdentity.js'

export const DEFAULT_CONNECTOR_GROUP_ORDER: readonly ConnectorGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/** A registry listing as far as grouping needs it. */
export type WalletListing = { id: string; name: string; rdns?: string }
export type WalletEntry = {
  id: string
  name: string
  rdns?: string
  /** The connector picked first: the one listed first for this wallet. */
  connector?: Connector
  /**
   * Every connector of this wallet, one per namespace (an extension that offers EVM and
   * Solana has two); `connector` is the first. Registry-only wallets have none.
   */
  connectors?: readonly Connector[]
}
export type ConnectorGroupEntries = { group: ConnectorGroup; wallets: WalletEntry[] }

export type GroupConnectorsParameters = {
  connectors: readonly Connector[]
  recent?: readonly RecentWallet[]
  featured?: readonly WalletListing[]
  custom?: readonly WalletListing[]
  recommended?: readonly WalletListing[]
  excludeWallets?: readonly string[]
  /** The host's order (`features.connectorGroupOrder`); replaces the default. */
  order?: readonly ConnectorGroup[]
  featuredMax?: number
  recommendedMax?: number
}

const fromConnector = (connector: Connector): WalletEntry => {
  const rdns = connector.info?.rdns
  return {
    id: connector.id,
    name: connector.name,
    ...(rdns ? { rdns } : {}),
    connector,
    connectors: [connector],
  }
}

/** Adds a connector of another namespace to the entry already shown for the same wallet. */
function joinNamespace(shown: WalletEntry, entry: WalletEntry): void {
  const added = entry.connector
  const connectors = shown.connectors ?? []
  if (!added || !shown.connector || connectors.some((c) => c.chain === added.chain)) return
  shown.connectors = [...connectors, added]
}
const fromListing = (listing: WalletListing): WalletEntry => ({ ...listing })

/**
 * The wallets of Connect in their groups (R-UI-09, R-UI-10). A wallet appears once, in the
 * first group of the default order that holds it: a recent wallet leaves `injected`, an
 * installed wallet leaves `featured`/`recommended`. Excluded wallets appear nowhere
 * (R-SEC-06). Featured and recommended keep at most 4 each (R-UI-20). Empty groups are dropped.
 * A wallet with connectors in several namespaces (EVM and Solana) is one entry whose
 * `connectors` holds one connector per namespace.
 */
export function groupConnectors({
  connectors,
  recent = [],
  featured = [],
  custom = [],
  recommended = [],
  excludeWallets = [],
  order = DEFAULT_CONNECTOR_GROUP_ORDER,
  featuredMax = FEATURED_WALLETS_MAX,
  recommendedMax = RECOMMENDED_WALLETS_MAX,
}: GroupConnectorsParameters): ConnectorGroupEntries[] {
  const allowed = <T extends WalletIdentity>(items: readonly T[]): T[] =>
    items.filter((item) => !isExcludedWallet(item, excludeWallets))
  const shown: WalletEntry[] = []
  const take = (entries: readonly WalletEntry[], max = Number.POSITIVE_INFINITY): WalletEntry[] => {
    const result: WalletEntry[] = []
    for (const entry of entries) {
      if (result.length >= max) break
      const same = shown.find((other) => isSameWallet(other, entry))
      if (same) {
        joinNamespace(same, entry)
        continue
      }
      shown.push(entry)
      result.push(entry)
    }
    return result
  }

  const usable = allowed(connectors).filter((c) => c.type !== 'AUTH')
  const byType = (...types: Connector['type'][]) =>
    usable.filter((c) => types.includes(c.type)).map(fromConnector)
  const recentEntries = recent.flatMap((wallet): WalletEntry[] => {
    const connector = usable.find((c) => isSameWallet(fromConnector(c), wallet))
    if (connector) return [fromConnector(connector)]
    const listing = [...featured, ...custom, ...recommended].find((l) => isSameWallet(l, wallet))
    return listing ? [fromListing(listing)] : []
  })

  // Filled in the default order so that the earlier group keeps a wallet seen twice.
  const filled: Record<ConnectorGroup, WalletEntry[]> = {
    walletConnect: take(byType('WALLET_CONNECT')),
    recent: take(allowed(recentEntries)),
    injected: take(byType('ANNOUNCED', 'INJECTED', 'MULTI_CHAIN')),
    featured: take(allowed(featured).map(fromListing), featuredMax),
    custom: take(allowed(custom).map(fromListing)),
    external: take(byType('EXTERNAL')),
    recommended: take(allowed(recommended).map(fromListing), recommendedMax),
  }
  return order.map((group) => ({ group, wallets: filled[group] })).filter((entry) => entry.wallets.length > 0)
}
