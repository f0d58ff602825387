import type { CaipNetwork, CaipNetworkId, NetworkNamespace } from '../caip/types.js'
import type { RecentWallet } from '../connectors/index.js'
import { NETWORK_NAMESPACES } from './namespaces.js'
import type { StoredConnection } from './storedConnection.js'
import type { AccountState, ConnectionStatus, Features, SigilConfig, SigilState } from './types.js'

// Spec §9's starting account kind per namespace, defined where the first load reads it
// (constants/index.ts says why).
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const

export function defaultAccountState(namespace: NetworkNamespace): AccountState {
  return { status: 'disconnected', preferredAccountType: DEFAULT_ACCOUNT_TYPES[namespace], allAccounts: [] }
}

/** The network a namespace starts on: the default network when it is in it, else the first one. */
export function defaultNetworkOf(config: SigilConfig, namespace: NetworkNamespace): CaipNetwork | undefined {
  const def = config.defaultNetwork
  if (def?.chainNamespace === namespace) return def
  return config.networks.find((network) => network.chainNamespace === namespace)
}

export type InitialStateParameters = {
  config: SigilConfig
  features: Features
  recent: readonly RecentWallet[]
  /** Namespaces with a stored connection that will be restored: they start `connecting`. */
  restoring: Partial<Record<NetworkNamespace, StoredConnection>>
  activeNamespace?: NetworkNamespace
}

const byNamespace = <T>(make: (namespace: NetworkNamespace) => T): Record<NetworkNamespace, T> =>
  Object.fromEntries(NETWORK_NAMESPACES.map((namespace) => [namespace, make(namespace)])) as Record<
    NetworkNamespace,
    T
  >

export function createInitialState({
  config,
  features,
  recent,
  restoring,
  activeNamespace,
}: InitialStateParameters): SigilState {
  const networkOf = (namespace: NetworkNamespace): CaipNetwork | undefined => {
    const stored = restoring[namespace]?.caipNetworkId
    return config.networks.find((n) => n.caipNetworkId === stored) ?? defaultNetworkOf(config, namespace)
  }
  const startNetwork =
    (activeNamespace && networkOf(activeNamespace)) ?? config.defaultNetwork ?? config.networks[0]
  const activeNetworkByNamespace: Partial<Record<NetworkNamespace, CaipNetworkId>> = {}
  for (const namespace of NETWORK_NAMESPACES) {
    const network = networkOf(namespace)
    if (network) activeNetworkByNamespace[namespace] = network.caipNetworkId
  }
  const status = byNamespace<ConnectionStatus>((namespace) =>
    namespace in restoring ? 'connecting' : 'disconnected',
  )
  return {
    connection: { status, activeConnectorId: {}, connections: {} },
    chain: {
      networks: config.networks,
      ...(startNetwork ? { activeNamespace: startNetwork.chainNamespace, activeNetwork: startNetwork } : {}),
      activeNetworkByNamespace,
      isSwitchingNamespace: false,
      smartAccountNetworks: [],
    },
    accounts: byNamespace((namespace) => ({
      ...defaultAccountState(namespace),
      status: status[namespace],
      rememberedAddress: restoring[namespace]?.address,
    })),
    connectors: { list: [], recent },
    modal: { open: false, loading: false, shake: false },
    router: { view: 'Connect', history: [{ view: 'Connect' }], transactionStack: [] },
    siwx: { required: false, status: 'idle' },
    features: { ...features, remoteLoaded: false },
    theme: { mode: config.themeMode ?? 'light', variables: { ...config.themeVariables } },
    ...(config.locale ? { locale: config.locale } : {}),
    toasts: [],
    alerts: [],
    pendingTransactions: { list: [], untracked: 0 },
    pendingCalls: { list: [], untracked: 0 },
  }
}
