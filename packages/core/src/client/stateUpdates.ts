import type { CaipNetwork, NetworkNamespace } from '../caip/types.js'
import type { ClientContext } from './context.js'
import type { AccountState, ConnectionStatus, SigilState } from './types.js'

type Store = ClientContext['store']

/** Changes one namespace's account state and leaves the others as they are (R-STATE-16). */
export function patchAccount(store: Store, namespace: NetworkNamespace, patch: Partial<AccountState>): void {
  store.setState((state) => ({
    accounts: { ...state.accounts, [namespace]: { ...state.accounts[namespace], ...patch } },
  }))
}

/** The status lives in the connection slice and in the account state; both change together. */
export function setStatus(store: Store, namespace: NetworkNamespace, status: ConnectionStatus): void {
  store.setState((state) => ({
    connection: { ...state.connection, status: { ...state.connection.status, [namespace]: status } },
    accounts: { ...state.accounts, [namespace]: { ...state.accounts[namespace], status } },
  }))
}

export function patchChain(store: Store, patch: Partial<SigilState['chain']>): void {
  store.setState((state) => ({ chain: { ...state.chain, ...patch } }))
}

/** Makes `network` the active one of its namespace and of the app. */
export function setActiveNetwork(store: Store, network: CaipNetwork): void {
  store.setState((state) => ({
    chain: {
      ...state.chain,
      activeNamespace: network.chainNamespace,
      activeNetwork: network,
      activeNetworkByNamespace: {
        ...state.chain.activeNetworkByNamespace,
        [network.chainNamespace]: network.caipNetworkId,
      },
      unsupportedNetwork:
        state.chain.unsupportedNetwork?.namespace === network.chainNamespace
          ? undefined
          : state.chain.unsupportedNetwork,
    },
  }))
}

/** Records a namespace's network without making that namespace the active one. */
export function setNetworkOf(store: Store, network: CaipNetwork): void {
  store.setState((state) => ({
    chain: {
      ...state.chain,
      activeNetworkByNamespace: {
        ...state.chain.activeNetworkByNamespace,
        [network.chainNamespace]: network.caipNetworkId,
      },
      unsupportedNetwork:
        state.chain.unsupportedNetwork?.namespace === network.chainNamespace
          ? undefined
          : state.chain.unsupportedNetwork,
    },
  }))
}

export function patchRouter(store: Store, patch: Partial<SigilState['router']>): void {
  store.setState((state) => ({ router: { ...state.router, ...patch } }))
}

export function patchModal(store: Store, patch: Partial<SigilState['modal']>): void {
  store.setState((state) => ({ modal: { ...state.modal, ...patch } }))
}
