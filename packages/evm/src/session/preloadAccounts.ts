import { loadOnce } from '@sigil/core/internal'

// Checksumming an address needs keccak (viem and @noble/hashes): it loads on the first address a
// wallet reports, not with the page, once for every adapter on the page; or, on a page that will
// restore a stored connection, while the adapter's own code loads.
export const checksumming = loadOnce(() => import('./toAccounts.js'))

/** Starts loading the address code, e.g. while the wallet is asked for its accounts. */
export function preloadAccounts(): void {
  checksumming().catch(() => {
    // Retried (and reported) by the call that needs it.
  })
}
