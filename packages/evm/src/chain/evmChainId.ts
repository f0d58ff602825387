import { type CaipNetwork, CHAIN_NOT_SUPPORTED, createError } from '@sigil/core'

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

/** Parses the chain id a wallet reports (hex string, decimal string or number). */
export function parseWalletChainId(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string') return Number.parseInt(value, value.startsWith('0x') ? 16 : 10)
  if (typeof value === 'bigint') return Number(value)
  return Number.NaN
}
