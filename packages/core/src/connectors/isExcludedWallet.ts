import { rdnsOf, type WalletIdentity } from './walletIdentity.js'

/**
 * Whether a wallet is on the host's exclusion list (`config.excludeWallets`, R-SEC-06).
 * An entry matches a wallet's rdns exactly or its name, both case-insensitive.
 */
export function isExcludedWallet(wallet: WalletIdentity, excluded: readonly string[] = []): boolean {
  if (excluded.length === 0) return false
  const list = excluded.map((entry) => entry.toLowerCase())
  const rdns = rdnsOf(wallet)
  return (
    (rdns !== undefined && list.includes(rdns)) ||
    (wallet.name !== undefined && list.includes(wallet.name.toLowerCase()))
  )
}
