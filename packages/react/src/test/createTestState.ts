import type { AccountState, SigilState } from '@sigil/core'
import { testBase, testMainnet } from '@sigil/test'

const disconnectedAccount = (): AccountState => ({
  status: 'disconnected',
  preferredAccountType: 'eoa',
  allAccounts: [],
})

/** A complete, disconnected state; tests override the slices they care about. */
export function createTestState(): SigilState {
  return {
    connection: {
      status: { eip155: 'disconnected', solana: 'disconnected', bip122: 'disconnected' },
      activeConnectorId: {},
      connections: {},
    },
    chain: {
      networks: [testMainnet, testBase],
      activeNamespace: 'eip155',
      activeNetwork: testMainnet,
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
    pendingTransactions: { list: [], untracked: 0 },
    pendingCalls: { list: [], untracked: 0 },
  }
}
