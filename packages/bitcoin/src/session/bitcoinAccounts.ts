import { type Account, type CaipNetwork, parseBitcoinAddress } from '@sigil/core'
import { createError, INVALID_RESPONSE } from '@sigil/core/internal'
import { networkKindOf } from './networkKind.js'

/** What a wallet says about one of its addresses, whichever way it was reached. */
export type WalletAddress = { address: unknown; publicKey?: unknown; purpose?: unknown }

/**
 * A public key as hex: sats-connect gives one as hex text, wallet-standard as bytes (33
 * compressed, or 32 x-only for taproot). Anything else is no key.
 */
function publicKeyHex(key: unknown): string | undefined {
  if (typeof key === 'string') return /^(?:[0-9a-fA-F]{2}){32,33}$/.test(key) ? key.toLowerCase() : undefined
  if (key instanceof Uint8Array && (key.length === 32 || key.length === 33))
    return Array.from(key, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return undefined
}

/**
 * Reduces a wallet's addresses to Sigil's two Bitcoin account types (R-BTC-03): 'ordinal' for
 * an address the wallet gives for ordinals (or, when it names no purpose, a taproot address),
 * 'payment' for the others. Addresses for other purposes (stacks, spark) are left out; a
 * malformed address, or one of another network, is an error and nothing is kept.
 */
export function toBitcoinAccounts(addresses: unknown, network: CaipNetwork, walletName: string): Account[] {
  if (!Array.isArray(addresses))
    throw createError(INVALID_RESPONSE, { reason: `${walletName} returned no address list` })
  const kind = networkKindOf(network)
  const accounts: Account[] = []
  for (const entry of addresses as WalletAddress[]) {
    const purpose = typeof entry === 'object' && entry !== null ? entry.purpose : undefined
    if (purpose !== undefined && purpose !== 'payment' && purpose !== 'ordinals') continue
    const address = typeof entry === 'object' && entry !== null ? entry.address : undefined
    const info = typeof address === 'string' ? parseBitcoinAddress(address) : undefined
    if (typeof address !== 'string' || !info)
      throw createError(INVALID_RESPONSE, {
        reason: `${walletName} returned an address that is not a Bitcoin address (${String(address).slice(0, 80)})`,
      })
    if (info.network !== kind)
      throw createError(INVALID_RESPONSE, {
        reason: `${walletName} returned a ${info.network} address (${address}) for ${network.name}`,
      })
    const type =
      purpose === 'ordinals' || (purpose === undefined && info.type === 'p2tr') ? 'ordinal' : 'payment'
    const publicKey = publicKeyHex(entry.publicKey)
    accounts.push({ namespace: 'bip122', address, type, ...(publicKey ? { publicKey } : {}) })
  }
  return accounts
}
