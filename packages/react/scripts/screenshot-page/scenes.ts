import type { View } from '@sigil/core'
import type { SigilInternalClient } from '@sigil/core/internal'
import type { FakeOutcome } from '@sigil/test'
import { testBase } from '@sigil/test'
import type { Messages } from '../../src/strings/messages.js'
import type { Translate } from '../../src/strings/messageTypes.js'

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
   * Being busy is then the state pictured, so a busy control does not keep the scene unsettled.
   */
  stillWaiting?: boolean
  /** Sign-in is configured (an in-memory session store); the wallet never answers a signature. */
  signIn?: boolean
  /** The registry's featured and recommended wallets, with their store links, are offered. */
  connectWallets?: boolean
  outcome?: FakeOutcome
  /**
   * Runs once the view has settled: a tab to pick, toasts to raise, a form to fill. `t` speaks
   * the modal's language, for words the scene itself raises (toasts).
   */
  afterSettled?: (
    client: SigilInternalClient,
    root: ShadowRoot,
    t: Translate<Messages>,
  ) => void | Promise<void>
  /** The wallet never answers a transaction it is asked to send. */
  silentWallet?: boolean
}

const PAIRING_URI =
  'wc:7f6e5d4c3b2a19087f6e5d4c3b2a1908@2?relay-protocol=irn&symKey=0a1b2c3d4e5f60718293a4b5c6d7e8f9'
const clickButton = (root: ShadowRoot, name: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === name)?.click()

/** Types into a React-controlled input the way a person does: its value, then an input event. */
const typeInto = (input: HTMLInputElement | null | undefined, value: string) => {
  if (!input) return
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)))
    step(count)
  })

const clickTab = (name: string) => (_client: SigilInternalClient, root: ShadowRoot) => {
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
  SwitchNetwork: { view: 'SwitchNetwork', connected: true, data: { caipNetworkId: testBase.caipNetworkId } },
  SwitchActiveChain: { view: 'SwitchActiveChain', data: { caipNetworkId: testBase.caipNetworkId } },
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
  // Review, Send, and the wallet stays silent: the review offers Back to the form.
  'Send-stillWaiting': {
    view: 'Send',
    connected: true,
    silentWallet: true,
    stillWaiting: true,
    afterSettled: async (_client, root) => {
      // The token may be chosen a frame late, which clears the amount: type until Review is offered.
      const review = () =>
        [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent === 'Review')
      for (let i = 0; i < 30 && !review(); i++) {
        const inputs = root.querySelectorAll<HTMLInputElement>('.sigil-send input')
        if (inputs[0]?.value !== '0.5') typeInto(inputs[0], '0.5')
        if (!inputs[1]?.value) typeInto(inputs[1], '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
        await frames(3)
      }
      clickButton(root, 'Review')
      await frames(3)
      clickButton(root, 'Send')
      await frames(3)
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
