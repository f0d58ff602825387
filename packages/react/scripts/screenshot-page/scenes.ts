import type { SigilClient, View } from '@sigil/core'
import type { Messages } from '../../src/strings/messages.js'
import type { Translate } from '../../src/strings/messageTypes.js'
import type { FakeChainAdapter } from '../../src/test/createFakeChainAdapter.js'
import { TEST_BASE } from '../../src/test/createTestState.js'

/** One picture of the modal: a view in a known state. */
export type Scene = {
  view: View
  connected?: boolean
  data?: unknown
  uri?: string
  failActivity?: boolean
  outcome?: FakeChainAdapter['outcome']
  /** Runs once the view has settled: a tab to pick, toasts to raise. */
  /** `t` speaks the modal's language, for words the scene itself raises (toasts). */
  afterSettled?: (client: SigilClient, root: ShadowRoot, t: Translate<Messages>) => void
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
    // The modal's own toasts, in the language it speaks (as its views raise them, through t()).
    afterSettled: (client, _root, t) => {
      client.showToast(t('toast.addressCopied'), 'success')
      client.showToast(t('error.FAILED_TO_FETCH_TRANSACTIONS'), 'error')
      client.showToast(t('switchNetwork.switching', { network: 'Base' }), 'info')
      client.showNotification(t('approve.heading'), 'loading')
    },
  },
  AllWallets: { view: 'AllWallets' },
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
