import type { CaipNetwork, NetworkNamespace } from '../caip/types.js'
import { TOASTS_VISIBLE } from '../constants/index.js'
import { NETWORK_NAMESPACES } from './namespaces.js'
import type { Connection, SigilState, Toast } from './types.js'

/** Connected in `namespace`, or in any namespace when none is given. */
export function isConnected(state: SigilState, namespace?: NetworkNamespace): boolean {
  const connected = (ns: NetworkNamespace) =>
    state.connection.status[ns] === 'connected' && state.accounts[ns].address !== undefined
  return namespace ? connected(namespace) : NETWORK_NAMESPACES.some(connected)
}

export function selectNetworkOf(state: SigilState, namespace: NetworkNamespace): CaipNetwork | undefined {
  const id = state.chain.activeNetworkByNamespace[namespace]
  return state.chain.networks.find((network) => network.caipNetworkId === id)
}

/** The connections to list: all with multi-wallet on, else only the active one (R-STATE-31). */
export function selectVisibleConnections(
  state: SigilState,
  namespace: NetworkNamespace,
): readonly Connection[] {
  const all = state.connection.connections[namespace] ?? []
  if (state.features.multiWallet) return all
  const active = state.connection.activeConnectorId[namespace]
  return all.filter((connection) => connection.connectorId === active)
}

/** The toasts on screen: the newest 3 (R-UI-11), in the order they came. */
export function selectVisibleToasts(state: SigilState, max: number = TOASTS_VISIBLE): readonly Toast[] {
  return state.toasts.slice(-max)
}
