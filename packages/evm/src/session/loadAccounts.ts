import type { Account } from '@sigil/core'
import { loadOnce } from '@sigil/core/internal'

// Checksumming an address needs keccak (viem and @noble/hashes): it loads on the first address a
// wallet reports, not with the page, once for every adapter on the page.
const checksumming = loadOnce(() => import('./toAccounts.js'))

/** Starts loading the address code, e.g. while the wallet is asked for its accounts. */
export function preloadAccounts(): void {
  checksumming().catch(() => {
    // Retried (and reported) by the call that needs it.
  })
}

/** Wallet-reported addresses as checksummed accounts; anything that is not an address is dropped. */
export async function loadAccounts(addresses: unknown): Promise<Account[]> {
  if (!Array.isArray(addresses) || addresses.length === 0) return []
  return (await checksumming()).toAccounts(addresses)
}
