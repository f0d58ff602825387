import type { VIEWS } from '@sigil/core'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

export type CoreView = (typeof VIEWS)[number]

/** Every view is its own chunk, fetched the first time the router shows it. */
export const VIEW_REGISTRY: Record<CoreView, LazyExoticComponent<ComponentType>> = {
  Connect: lazy(() => import('./Connect/ConnectView.js')),
  Account: lazy(() => import('./Account/AccountView.js')),
  AllWallets: lazy(() => import('./AllWallets/AllWalletsView.js')),
  ConnectingWalletConnect: lazy(() => import('./ConnectingWalletConnect/ConnectingWalletConnectView.js')),
  ConnectingWalletConnectBasic: lazy(
    () => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
  ),
  ConnectingExternal: lazy(() => import('./ConnectingExternal/ConnectingExternalView.js')),
  ConnectingFarcaster: lazy(() => import('./ConnectingFarcaster/ConnectingFarcasterView.js')),
  EmailLogin: lazy(() => import('./EmailLogin/EmailLoginView.js')),
  ProfileWallets: lazy(() => import('./ProfileWallets/ProfileWalletsView.js')),
  UnsupportedChain: lazy(() => import('./UnsupportedChain/UnsupportedChainView.js')),
  UpdateEmailWallet: lazy(() => import('./UpdateEmailWallet/UpdateEmailWalletView.js')),
  RegisterAccountName: lazy(() => import('./RegisterAccountName/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: lazy(
    () => import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView.js'),
  ),
  SwitchNetwork: lazy(() => import('./SwitchNetwork/SwitchNetworkView.js')),
  SwitchActiveChain: lazy(() => import('./SwitchActiveChain/SwitchActiveChainView.js')),
  SIWXSignMessage: lazy(() => import('./SIWXSignMessage/SIWXSignMessageView.js')),
  ApproveTransaction: lazy(() => import('./ApproveTransaction/ApproveTransactionView.js')),
}

export function isCoreView(view: string): view is CoreView {
  return Object.hasOwn(VIEW_REGISTRY, view)
}
