import type { Connector } from '@sigil/core'
import { type Eip1193Provider, isEip1193Provider } from '../eip1193.js'
import type { WalletAnnouncement } from './announcement.js'
import { injectedWalletInfo } from './injectedWalletInfo.js'
import { isExcludedWallet } from './walletFilter.js'

/** The connector id of the plain injected wallet (`window.ethereum`). */
export const INJECTED_CONNECTOR_ID = 'injected'

export type ConnectorRegistry = {
  /** Adds an announced wallet; false when it was already known or is excluded. */
  addAnnounced(announcement: WalletAnnouncement): boolean
  /** Sets the plain injected provider (`window.ethereum`); false when nothing changed. */
  setInjected(provider: Eip1193Provider | undefined): boolean
  /** Adds a connector from outside the adapter (WalletConnect, the embedded wallet); returns its removal, or undefined when its provider is not EIP-1193. */
  addExternal(connector: Connector): (() => void) | undefined
  list(): readonly Connector[]
  provider(connectorId: string): Eip1193Provider | undefined
}

/**
 * Connectors found on the page, with the one dedupe rule: an announced wallet wins over the
 * injected provider when they are the same object or report the same rdns or name.
 */
export function createConnectorRegistry(
  excluded: readonly string[],
  /** Told when another provider claims an rdns already announced: the first one is kept. */
  onConflict?: (info: WalletAnnouncement['info']) => void,
): ConnectorRegistry {
  // Keyed by rdns: the EIP-6963 uuid changes on every page load, the rdns does not, so
  // connector ids stay valid for reconnecting after a reload.
  const announced = new Map<string, { connector: Connector; provider: Eip1193Provider }>()
  let injected: { connector: Connector; provider: Eip1193Provider } | undefined
  const external = new Map<string, { connector: Connector; provider: Eip1193Provider }>()

  const injectedIsDuplicate = (): boolean => {
    if (!injected) return false
    const { connector, provider } = injected
    for (const entry of announced.values()) {
      if (entry.provider === provider) return true
      if (connector.info?.rdns && entry.connector.info?.rdns === connector.info.rdns) return true
      if (entry.connector.name.toLowerCase() === connector.name.toLowerCase()) return true
    }
    return false
  }

  return {
    addAnnounced({ info, provider }) {
      const known = announced.get(info.rdns)
      if (known) {
        // A wallet announces again on every request; another provider under its rdns is a lookalike.
        if (known.provider !== provider) onConflict?.(info)
        return false
      }
      if (isExcludedWallet(excluded, info)) return false
      announced.set(info.rdns, {
        provider,
        connector: {
          id: info.rdns,
          type: 'ANNOUNCED',
          name: info.name,
          chain: 'eip155',
          imageUrl: info.icon,
          info: { rdns: info.rdns },
          provider,
        },
      })
      return true
    },
    setInjected(provider) {
      if (injected?.provider === provider) return false
      if (!provider) {
        injected = undefined
        return true
      }
      const info = injectedWalletInfo(provider)
      if (isExcludedWallet(excluded, info)) return false
      injected = {
        provider,
        connector: {
          id: INJECTED_CONNECTOR_ID,
          type: 'INJECTED',
          name: info.name,
          chain: 'eip155',
          ...(info.rdns ? { info: { rdns: info.rdns } } : {}),
          provider,
        },
      }
      return true
    },
    addExternal(connector) {
      const provider = connector.provider
      if (!isEip1193Provider(provider)) return undefined
      const entry = { connector, provider }
      external.set(connector.id, entry)
      return () => {
        if (external.get(connector.id) === entry) external.delete(connector.id)
      }
    },
    list() {
      // A provider brought from outside (a mini app host's wallet, which its SDK may also
      // announce) is listed once, as that connector.
      const brought = new Set<Eip1193Provider>([...external.values()].map((entry) => entry.provider))
      const connectors = [
        ...external.values(),
        ...[...announced.values()].filter((entry) => !brought.has(entry.provider)),
      ].map((entry) => entry.connector)
      if (injected && !injectedIsDuplicate() && !brought.has(injected.provider))
        connectors.push(injected.connector)
      return connectors
    },
    provider(connectorId) {
      if (connectorId === INJECTED_CONNECTOR_ID) return injected?.provider
      return external.get(connectorId)?.provider ?? announced.get(connectorId)?.provider
    },
  }
}
