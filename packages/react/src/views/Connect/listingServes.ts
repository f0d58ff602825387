import type { NetworkNamespace } from '@sigil/core'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'

/**
 * Whether a registry wallet serves a namespace, by the chains its listing names (CAIP-2 ids,
 * spec §3). A listing that names none says nothing, so it is not offered for a namespace.
 */
export const listingServes = (listing: WalletListing, namespace: NetworkNamespace): boolean =>
  (listing.chains ?? []).some((chain) => chain.startsWith(`${namespace}:`))
