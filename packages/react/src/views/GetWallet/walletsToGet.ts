import type { ConnectWallets, WalletListing, WalletStores } from '../../modal/ModalOptionsContext.js'

export type WalletToGet = WalletListing & { stores: WalletStores }

/**
 * The registry's wallets for this app (featured first, then recommended) that say where to get
 * them; a wallet without a store link is no help to someone who has none, so it is left out.
 */
export function walletsToGet({ featured, recommended }: ConnectWallets): WalletToGet[] {
  const seen = new Set<string>()
  return [...featured, ...recommended].filter((wallet): wallet is WalletToGet => {
    if (seen.has(wallet.id) || !wallet.stores || Object.keys(wallet.stores).length === 0) return false
    seen.add(wallet.id)
    return true
  })
}
