import type { CaipNetwork, NetworkNamespace } from '@sigil/core'
import type { ResolveName } from '@sigil/core/internal'
import type { OnrampProvider } from '@sigil/core/onramp'
import type { BlockchainClient } from '@sigil/core/services'
import type { LoadSwapService } from '@sigil/core/swap'
import { createContext, useContext } from 'react'
import type { ToasterHotkey, ToasterPosition } from '../components/Toaster.js'

/** A wallet of the registry, as the AllWallets view shows it. */
export type WalletListing = {
  id: string
  name: string
  imageUrl?: string
  /** A registry image id; its object URL comes from `loadWalletImage` when there is no `imageUrl`. */
  imageId?: string
  rdns?: string
  /** The chains the registry says the wallet supports (CAIP-2 ids, checked). */
  chains?: readonly string[]
  /** Where the wallet takes a WalletConnect pairing URI (registry `mobile_link` …); untrusted. */
  links?: { mobile?: string; desktop?: string; webapp?: string }
  /** Where a person gets the wallet (registry store links, https only, checked by the core). */
  stores?: WalletStores
}

/** A wallet's store pages and website, each an https URL. */
export type WalletStores = { extension?: string; appStore?: string; playStore?: string; website?: string }

export type LoadWalletsParameters = {
  page: number
  pageSize: number
  search?: string
  badge?: 'certified'
  /**
   * When the person typed the search (the client's clock). Its loading state began then, so a
   * minimum loading time counts from there, not from this call.
   */
  searchStartedAt?: number
}
export type LoadWalletsReturnType = { wallets: readonly WalletListing[]; count: number }
/** Supplied by the registry client; pages are 1-based. */
export type LoadWallets = (parameters: LoadWalletsParameters) => Promise<LoadWalletsReturnType>

/** The registry wallets Connect lists beside the connectors, in their groups (R-UI-09, R-UI-20). */
export type ConnectWallets = { featured: readonly WalletListing[]; recommended: readonly WalletListing[] }

export type AccountListKind = 'tokens' | 'nfts' | 'activity'
export type LoadAccountListParameters = {
  namespace: NetworkNamespace
  address: string
  /** The active network of the namespace, when there is one. */
  network?: CaipNetwork
  /** Read past any cache (after the account sent something). */
  forceUpdate?: boolean
}
/**
 * Supplied by the blockchain-service client: the token balances, NFTs or activity of an
 * address. Entries are read field by field (see the Account rows); unknown shapes are skipped.
 */
export type LoadAccountList = (
  kind: AccountListKind,
  parameters: LoadAccountListParameters,
) => Promise<readonly unknown[]>

/** Where the modal's lists come from. By default from `config.services` (see createServiceDataSources). */
export type ModalDataSources = FeatureSources & {
  loadWallets?: LoadWallets
  loadAccountList?: LoadAccountList
  /** The registry's wallet count for the "All wallets" entry: a number, or a function that fetches it. */
  walletCount?: number | (() => Promise<number>)
  /**
   * Connect's featured wallets (`featuredWalletIds`, in that order) and the registry's
   * recommended ones; fetched when Connect first shows.
   */
  loadConnectWallets?: () => Promise<ConnectWallets>
  /** The object URL of a registry wallet image. */
  loadWalletImage?: (imageId: string) => Promise<string | undefined>
  /** The profile a name resolves to (Send's receiver), undefined when it is not registered. */
  resolveName?: ResolveName
  /** One page of the account's activity after `cursor`; `next` is the cursor of the page after it, if any. */
  loadActivityPage?: LoadActivityPage
}

export type LoadActivityPage = (
  parameters: LoadAccountListParameters & { cursor?: string },
) => Promise<{ items: readonly unknown[]; next?: string }>

/**
 * The wallet features' providers. By default Swap and Buy use the blockchain service of
 * `config.services` (`blockchain`); `swapService` and `onrampProviders` replace it (R-ACCT-33).
 */
export type FeatureSources = {
  /** The blockchain-service client, created on first use (shared with the lists above). */
  blockchain?: () => Promise<BlockchainClient>
  /** The swap provider (see `DEFAULT_SWAP_PROVIDER` in `@sigil/core/swap`). */
  swapService?: LoadSwapService
  /** The onramp providers Buy offers, in order (see `DEFAULT_ONRAMP_PROVIDER` in `@sigil/core/onramp`). */
  onrampProviders?: readonly OnrampProvider[]
}

export type ModalOptions = ModalDataSources & {
  toasterPosition?: ToasterPosition
  /** The key that focuses the toaster (default Alt+T); `false` turns it off. */
  toasterHotkey?: ToasterHotkey | false
}

export const ModalOptionsContext = createContext<ModalOptions>({})

/** The options the app gave, with the data sources completed from the client's services. */
export function useModalOptions(): ModalOptions {
  return useContext(ModalOptionsContext)
}
