import type { RoutedView, View } from '@sigil/core'
import { loadOnce } from '@sigil/core/internal'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

type ViewModule = { default: ComponentType }

/** A view's code: a lazy component for the router, and a preload that lets it render without suspending. */
export type ViewEntry = {
  Lazy: LazyExoticComponent<ComponentType>
  preload(): Promise<void>
  /** The component once its chunk has arrived, so a preloaded view renders in the same frame. */
  loaded(): ComponentType | undefined
}

function viewEntry(load: () => Promise<ViewModule>): ViewEntry {
  let component: ComponentType | undefined
  // One fetch shared by the router and the preloads; a failed chunk is fetched again next time.
  const fetch = loadOnce(() =>
    load().then((module) => {
      component = module.default
      return module
    }),
  )
  return {
    Lazy: lazy(fetch),
    preload: async () => {
      await fetch()
    },
    loaded: () => component,
  }
}

/**
 * Every view the router can hold is its own chunk, fetched the first time the router shows it
 * (or when preloaded). Activity is not here: it is Account's tab, and core routes it there.
 */
export const VIEW_REGISTRY: Record<RoutedView, ViewEntry> = {
  Connect: viewEntry(() => import('./Connect/ConnectView.js')),
  Account: viewEntry(() => import('./Account/AccountView.js')),
  AllWallets: viewEntry(() => import('./AllWallets/AllWalletsView.js')),
  ConnectingWalletConnect: viewEntry(
    () => import('./ConnectingWalletConnect/ConnectingWalletConnectView.js'),
  ),
  ConnectingWalletConnectBasic: viewEntry(
    () => import('./ConnectingWalletConnectBasic/ConnectingWalletConnectBasicView.js'),
  ),
  ConnectingExternal: viewEntry(() => import('./ConnectingExternal/ConnectingExternalView.js')),
  ConnectingFarcaster: viewEntry(() => import('./ConnectingFarcaster/ConnectingFarcasterView.js')),
  EmailLogin: viewEntry(() => import('./EmailLogin/EmailLoginView.js')),
  ProfileWallets: viewEntry(() => import('./ProfileWallets/ProfileWalletsView.js')),
  UnsupportedChain: viewEntry(() => import('./UnsupportedChain/UnsupportedChainView.js')),
  UpdateEmailWallet: viewEntry(() => import('./UpdateEmailWallet/UpdateEmailWalletView.js')),
  RegisterAccountName: viewEntry(() => import('./RegisterAccountName/RegisterAccountNameView.js')),
  RegisterAccountNameSuccess: viewEntry(
    () => import('./RegisterAccountNameSuccess/RegisterAccountNameSuccessView.js'),
  ),
  SwitchNetwork: viewEntry(() => import('./SwitchNetwork/SwitchNetworkView.js')),
  SwitchActiveChain: viewEntry(() => import('./SwitchActiveChain/SwitchActiveChainView.js')),
  SIWXSignMessage: viewEntry(() => import('./SIWXSignMessage/SIWXSignMessageView.js')),
  ApproveTransaction: viewEntry(() => import('./ApproveTransaction/ApproveTransactionView.js')),
  Networks: viewEntry(() => import('./Networks/NetworksView.js')),
  GetWallet: viewEntry(() => import('./GetWallet/GetWalletView.js')),
  Swap: viewEntry(() => import('./Swap/SwapView.js')),
  OnRamp: viewEntry(() => import('./OnRamp/OnRampView.js')),
  Receive: viewEntry(() => import('./Receive/ReceiveView.js')),
  Send: viewEntry(() => import('./Send/SendView.js')),
}

/** The code of a view, if the modal has it. */
export function viewEntryOf(view: View): ViewEntry | undefined {
  return Object.hasOwn(VIEW_REGISTRY, view) ? VIEW_REGISTRY[view as RoutedView] : undefined
}

/** Fetches a view's chunk ahead of time; unknown views are ignored. */
export function preloadView(view: View): Promise<void> {
  return viewEntryOf(view)?.preload() ?? Promise.resolve()
}
