import type { Account } from '@sigil/core'
import { checksumming } from './preloadAccounts.js'

/** Wallet-reported addresses as checksummed accounts; anything that is not an address is dropped. */
export async function loadAccounts(addresses: unknown): Promise<Account[]> {
  if (!Array.isArray(addresses) || addresses.length === 0) return []
  return (await checksumming()).toAccounts(addresses)
}
