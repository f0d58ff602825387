import type { SigilClient, View } from '@sigil/core'
import type { FakeChainAdapter } from '../../src/test/createFakeChainAdapter.js'
import { TEST_BASE } from '../../src/test/createTestState.js'

/** One picture of the modal: a view in a known state. */
export type Scene = {
  view: View
  connected?: boolean
  data?: unknown
  uri?: string
  failActivity?: boolean
  /**
   * The wallet stays silent past the view's wait: the client runs on a manual clock, moved on
   * once the view has settled until the view offers its next step (`data-testid="still-waiting"`).
   */
  stillWaiting?: boolean
  /** Sign-in is configured (an in-memory session store); the wallet never answers a signature. */
  signIn?: boolean
  /** The registry's featured and recommended wallets, with their store links, are offered. */
  connectWallets?: boolean
  outcome?: FakeChainAdapter['outcome']
  /** Runs once the view has settled: a tab to pick, toasts to raise. */
  afterSettled?: (client: SigilClient, root: ShadowRoot) => void
}

const PAIRING_URI =
  'wc:7f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=0a1b2c3d4e5f60718293a4b5c6d7e8f9'
const clickTab = (name: string) => (_client: SigilClient, root: ShadowRoot) => {
  const tab = [...root.querySelectorAll<HTMLButtonElement>('[role="tab"]')].find(
    (t) => t.textContent === name,
  )
  tab?.click()
}

export const SCENES: Record<string, Scene> = {
  Connect: { view: 'Connect' },
  Toaster: {
    view: 'Connect',
    afterSettled: (client) => {
      client.showToast('Wallet connected', 'success')
      client.showToast('Failed to fetch transactions', 'error')
      client.showToast('Switching to Base…', 'info')
      client.showNotification('Approve the request in your wallet', 'loading')
    },
  },
  AllWallets: { view: 'AllWallets' },
  'Connect-registry': { view: 'Connect', connectWallets: true },
  GetWallet: { view: 'GetWallet', connectWallets: true },
  // The views start the pairing themselves; 'pending' keeps it open, as a phone not yet scanned.
  ConnectingWalletConnect: {
    view: 'ConnectingWalletConnect',
    uri: PAIRING_URI,
    data: { walletId: 'kestrel', wallet: { id: 'kestrel', name: 'Kestrel' } },
    outcome: 'pending',
  },
  ConnectingWalletConnectBasic: {
    view: 'ConnectingWalletConnectBasic',
    uri: PAIRING_URI,
    outcome: 'pending',
  },
  ConnectingExternal: { view: 'ConnectingExternal', data: { connectorId: 'rabbit' }, outcome: 'pending' },
  'ConnectingExternal-rejected': {
    view: 'ConnectingExternal',
    data: { connectorId: 'rabbit' },
    outcome: 'reject',
  },
  ConnectingFarcaster: { view: 'ConnectingFarcaster', data: { url: 'http://127.0.0.1/farcaster' } },
  EmailLogin: { view: 'EmailLogin', data: { email: 'someone.with.a.long.address@example.com' } },
  ProfileWallets: { view: 'ProfileWallets', connected: true },
  UnsupportedChain: { view: 'UnsupportedChain', connected: true },
  UpdateEmailWallet: { view: 'UpdateEmailWallet', connected: true },
  RegisterAccountName: { view: 'RegisterAccountName', connected: true },
  RegisterAccountNameSuccess: { view: 'RegisterAccountNameSuccess', connected: true },
  SwitchNetwork: { view: 'SwitchNetwork', connected: true, data: { caipNetworkId: TEST_BASE.caipNetworkId } },
  SwitchActiveChain: { view: 'SwitchActiveChain', data: { caipNetworkId: TEST_BASE.caipNetworkId } },
  SIWXSignMessage: { view: 'SIWXSignMessage', connected: true },
  Networks: { view: 'Networks', connected: true },
  ApproveTransaction: { view: 'ApproveTransaction', connected: true },
  // The wallet has been silent for 15 s: the view offers to cancel the request.
  'SIWXSignMessage-stillWaiting': {
    view: 'SIWXSignMessage',
    connected: true,
    signIn: true,
    stillWaiting: true,
    afterSettled: (_client, root) => {
      const sign = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
        (button) => button.textContent === 'Sign',
      )
      sign?.click()
    },
  },
  'ApproveTransaction-stillWaiting': { view: 'ApproveTransaction', connected: true, stillWaiting: true },
  Account: { view: 'Account', connected: true },
  Receive: { view: 'Receive', connected: true },
  Send: { view: 'Send', connected: true },
  Swap: { view: 'Swap', connected: true, data: { from: 'ETH', to: 'USDC', amount: '0.5' } },
  OnRamp: { view: 'OnRamp', connected: true, data: { asset: 'ETH', amount: '150' } },
  'Account-nfts': { view: 'Account', connected: true, afterSettled: clickTab('NFTs') },
  'Account-activity': { view: 'Account', connected: true, afterSettled: clickTab('Activity') },
  'Account-activity-error': {
    view: 'Account',
    connected: true,
    failActivity: true,
    afterSettled: clickTab('Activity'),
  },
}
