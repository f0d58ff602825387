import type { AccountState, CaipNetwork, SigilState } from '@sigil/core'

const disconnectedAccount = (): AccountState => ({
  status: 'disconnected',
  preferredAccountType: 'eoa',
  allAccounts: [],
})

export const TEST_MAINNET: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const TEST_BASE: CaipNetwork = {
  ...TEST_MAINNET,
  id: 8453,
  caipNetworkId: 'eip155:8453',
  name: 'Base',
}

/** A complete, disconnected state; tests override the slices they care about. */
export function createTestState(): SigilState {
  return {
    connection: {
      status: { eip155: 'disconnected', solana: 'disconnected', bip122: 'disconnected' },
      activeConnectorId: {},
      connections: {},
    },
    chain: {
      networks: [TEST_MAINNET, TEST_BASE],
      activeNamespace: 'eip155',
      activeNetwork: TEST_MAINNET,
      activeNetworkByNamespace: { eip155: 'eip155:1' },
      isSwitchingNamespace: false,
      smartAccountNetworks: [],
    },
    accounts: { eip155: disconnectedAccount(), solana: disconnectedAccount(), bip122: disconnectedAccount() },
    connectors: { list: [], recent: [] },
    modal: { open: false, loading: false, shake: false },
    router: { view: 'Connect', history: [{ view: 'Connect' }], transactionStack: [] },
    siwx: { required: false, status: 'idle' },
    features: {
      email: true,
      socials: ['google', 'x', 'github'],
      swaps: true,
      onramp: true,
      activity: true,
      send: true,
      receive: true,
      analytics: false,
      pay: false,
      reownBranding: true,
      multiWallet: false,
      remoteLoaded: true,
    },
    theme: { mode: 'light', variables: {} },
    toasts: [],
    alerts: [],
  }
}
