import type { Account } from '@sigil/core'
import { getAddress, isAddress } from 'viem'

/** Wallet-reported addresses as checksummed accounts; anything that is not an address is dropped. */
export function toAccounts(addresses: unknown): Account[] {
  if (!Array.isArray(addresses)) return []
  return addresses
    .filter(
      (address): address is string => typeof address === 'string' && isAddress(address, { strict: false }),
    )
    .map((address) => ({ namespace: 'eip155', address: getAddress(address), type: 'eoa' }))
}
