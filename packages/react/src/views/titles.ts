import type { View } from '@sigil/core'

/** The heading of each view; the dialog is labelled by it. */
export const VIEW_TITLES: Record<View, string> = {
  Connect: 'Connect wallet',
  Account: 'Account',
  AllWallets: 'All wallets',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingWalletConnectBasic: 'Connect wallet',
  ConnectingExternal: 'Connecting',
  ConnectingFarcaster: 'Farcaster',
  EmailLogin: 'Email',
  ProfileWallets: 'Wallets',
  UnsupportedChain: 'Switch network',
  UpdateEmailWallet: 'Update email',
  RegisterAccountName: 'Choose a name',
  RegisterAccountNameSuccess: 'Name registered',
  SwitchNetwork: 'Switch network',
  SwitchActiveChain: 'Switch chain',
  SIWXSignMessage: 'Sign in',
  ApproveTransaction: 'Approve transaction',
  Swap: 'Swap',
  Send: 'Send',
  Receive: 'Receive',
  OnRamp: 'Buy crypto',
  Activity: 'Activity',
  Networks: 'Networks',
}
