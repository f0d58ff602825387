import type { CaipNetwork } from '@sigil/core'

/** The wallet-standard names of the public clusters, by genesis-hash id (the CAIP-2 reference). */
const CLUSTERS: Readonly<Record<string, `solana:${string}`>> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain names a wallet may use for `network`: the wallet-standard cluster name
 * ('solana:devnet'), its CAIP-2 id and, for older wallets, its deprecated id.
 */
export function standardChainsOf(network: CaipNetwork): string[] {
  const cluster = CLUSTERS[String(network.id)]
  return [
    ...(cluster ? [cluster] : []),
    network.caipNetworkId,
    ...(network.deprecatedCaipNetworkId ? [network.deprecatedCaipNetworkId] : []),
  ]
}

/** The chain to name in a request to the wallet: the cluster name when there is one. */
export const standardChainOf = (network: CaipNetwork): string =>
  CLUSTERS[String(network.id)] ?? network.caipNetworkId
