import type { ConnectMethod } from '@sigil/core'
import {
  type ConnectorGroupEntries,
  embeddedLoginMethods,
  groupConnectors,
  orderConnectMethods,
} from '@sigil/core/internal'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { walletsToGet } from '../GetWallet/walletsToGet.js'
import { listingServes } from './listingServes.js'
import { useConnectWallets } from './useConnectWallets.js'

export type ConnectLayout = {
  methods: ConnectMethod[]
  groups: ConnectorGroupEntries[]
  /** The listing behind a group's wallet (featured, custom, recommended), for its image and links. */
  listingOf: (walletId: string) => WalletListing | undefined
  /** The registry says where to get a wallet for this app: Connect offers "I don't have a wallet". */
  canGetWallet: boolean
}

/** Asks the core for the order of methods and wallet groups; the view only lays them out. */
export function useConnectLayout(): ConnectLayout {
  const client = useSigilClient()
  const connectors = useSigilSelector((state) => state.connectors)
  const features = useSigilSelector((state) => state.features)
  // Moving to a chain family with no wallet yet (SwitchActiveChain): only that family's wallets help.
  const switchingTo = useSigilSelector((state) =>
    state.chain.isSwitchingNamespace ? state.chain.activeNamespace : undefined,
  )
  const { featured, recommended } = useConnectWallets()
  const custom: readonly WalletListing[] = client.config.customWallets ?? []
  // While switching, registry wallets show when their listing names a chain of that family and
  // WalletConnect (how a registry wallet is reached) serves it; custom wallets name no chains.
  const pairsThere =
    switchingTo !== undefined &&
    connectors.list.some((c) => c.type === 'WALLET_CONNECT' && c.chain === switchingTo)
  const serving = (listings: readonly WalletListing[]) =>
    switchingTo ? listings.filter((listing) => pairsThere && listingServes(listing, switchingTo)) : listings
  const groups = groupConnectors({
    connectors: switchingTo ? connectors.list.filter((c) => c.chain === switchingTo) : connectors.list,
    recent: connectors.recent,
    featured: serving(featured),
    custom: switchingTo ? [] : custom,
    recommended: serving(recommended),
    excludeWallets: client.config.excludeWallets,
    order: features.connectorGroupOrder,
  })
  const shown = groups.flatMap((group) =>
    group.wallets.flatMap((wallet) => (wallet.connector ? [wallet.connector] : [])),
  )
  const activeNetworkId = useSigilSelector((state) => state.chain.activeNetwork?.caipNetworkId)
  const embedded = embeddedLoginMethods(client.config, features, activeNetworkId)
  const methods = orderConnectMethods({
    connectors: shown,
    configured: features.connectMethodsOrder,
    email: embedded.email,
    socials: embedded.socials.length > 0,
  })
  const listingOf = (walletId: string) =>
    featured.find((listing) => listing.id === walletId) ??
    custom.find((listing) => listing.id === walletId) ??
    recommended.find((listing) => listing.id === walletId)
  const canGetWallet = !switchingTo && walletsToGet({ featured, recommended }).length > 0
  return { methods, groups, listingOf, canGetWallet }
}
