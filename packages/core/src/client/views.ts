/** Every view of the modal (spec §2). The router holds one of these. */
export const VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'ProfileWallets',
  'UnsupportedChain',
  'UpdateEmailWallet',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'SwitchNetwork',
  'SwitchActiveChain',
  'SIWXSignMessage',
  'ApproveTransaction',
] as const

/** Views that optional features add; routable once their feature is on. */
export const FEATURE_VIEWS = ['Swap', 'Send', 'Receive', 'OnRamp', 'Activity'] as const

/**
 * Views beyond the spec's list: Networks is the list the network button opens, connected or
 * not; GetWallet is the help for a person who has no wallet yet (Connect's "I don't have a wallet").
 */
export const EXTRA_VIEWS = ['Networks', 'GetWallet'] as const

export type View = (typeof VIEWS)[number] | (typeof FEATURE_VIEWS)[number] | (typeof EXTRA_VIEWS)[number]

/** The views the router holds: Activity is a tab of Account, and opening it routes there. */
export type RoutedView = Exclude<View, 'Activity'>
