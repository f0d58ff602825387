import type { NetworkNamespace } from '@sigil/core'
import { createContext, useContext } from 'react'
import type { ToasterHotkey, ToasterPosition } from '../components/Toaster.js'

/** A wallet of the registry, as the AllWallets view shows it. */
export type WalletListing = { id: string; name: string; imageUrl?: string; rdns?: string }

export type LoadWalletsParameters = { page: number; pageSize: number; search?: string; badge?: 'certified' }
export type LoadWalletsReturnType = { wallets: readonly WalletListing[]; count: number }
/** Supplied by the registry client; pages are 1-based. */
export type LoadWallets = (parameters: LoadWalletsParameters) => Promise<LoadWalletsReturnType>

export type AccountListKind = 'nfts' | 'activity'
/** Supplied by the blockchain-service client: the NFTs or activity of an address. */
export type LoadAccountList = (
  kind: AccountListKind,
  parameters: { namespace: NetworkNamespace; address: string },
) => Promise<readonly unknown[]>

export type ModalOptions = {
  loadWallets?: LoadWallets
  loadAccountList?: LoadAccountList
  /** The registry's wallet count, shown on the "All wallets" entry when known. */
  walletCount?: number
  toasterPosition?: ToasterPosition
  /** The key that focuses the toaster (default Alt+T); `false` turns it off. */
  toasterHotkey?: ToasterHotkey | false
}

export const ModalOptionsContext = createContext<ModalOptions>({})

export function useModalOptions(): ModalOptions {
  return useContext(ModalOptionsContext)
}
