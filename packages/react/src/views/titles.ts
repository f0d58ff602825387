import type { View } from '@sigil/core'
import type { MessageKey } from '../strings/messages.js'

/** The heading of each view, as a key of the message table; the dialog is labelled by it. */
export const VIEW_TITLE_KEYS = {
  Connect: 'title.Connect',
  Account: 'title.Account',
  AllWallets: 'title.AllWallets',
  ConnectingWalletConnect: 'title.ConnectingWalletConnect',
  ConnectingWalletConnectBasic: 'title.ConnectingWalletConnectBasic',
  ConnectingExternal: 'title.ConnectingExternal',
  ConnectingFarcaster: 'title.ConnectingFarcaster',
  EmailLogin: 'title.EmailLogin',
  ProfileWallets: 'title.ProfileWallets',
  UnsupportedChain: 'title.UnsupportedChain',
  UpdateEmailWallet: 'title.UpdateEmailWallet',
  RegisterAccountName: 'title.RegisterAccountName',
  RegisterAccountNameSuccess: 'title.RegisterAccountNameSuccess',
  SwitchNetwork: 'title.SwitchNetwork',
  SwitchActiveChain: 'title.SwitchActiveChain',
  SIWXSignMessage: 'title.SIWXSignMessage',
  ApproveTransaction: 'title.ApproveTransaction',
  Swap: 'title.Swap',
  Send: 'title.Send',
  Receive: 'title.Receive',
  OnRamp: 'title.OnRamp',
  Activity: 'title.Activity',
  Networks: 'title.Networks',
  GetWallet: 'title.GetWallet',
} as const satisfies Record<View, MessageKey>
