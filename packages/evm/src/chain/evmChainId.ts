import type { CaipNetwork } from '@sigil/core'
import { CHAIN_NOT_SUPPORTED, createError } from '@sigil/core/internal'

/** The numeric chain id of an EIP-155 network; anything else is not a chain this adapter drives. */
export function evmChainId(network: CaipNetwork): number {
  const id = typeof network.id === 'number' ? network.id : Number(network.id)
  if (network.chainNamespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0) {
    throw createError(CHAIN_NOT_SUPPORTED, undefined, {
      details: `not an EIP-155 network: ${network.caipNetworkId}`,
    })
  }
  return id
}

/**
 * Parses the chain id a wallet reports (hex string, decimal string or number): a positive safe
 * integer, else NaN. Strict: `'0x1zz'` is not chain 1, as `parseInt` would make it.
 */
export function parseWalletChainId(value: unknown): number {
  const parsed =
    typeof value === 'number'
      ? value
      : typeof value === 'bigint'
        ? Number(value)
        : typeof value === 'string' && /^(0x[0-9a-f]{1,14}|[0-9]{1,16})$/i.test(value)
          ? Number(value)
          : Number.NaN
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : Number.NaN
}
