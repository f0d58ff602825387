import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'

/** The part of the wallet-standard registry (`getWallets()`) the adapters read. */
export type WalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** The page's registry, or none outside a browser (getWallets only touches `window` when called). */
export const pageWalletRegistry = (): WalletRegistry | undefined =>
  typeof window === 'undefined' ? undefined : getWallets()
