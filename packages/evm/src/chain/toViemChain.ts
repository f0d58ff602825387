import type { CaipNetwork } from '@sigil/core'
import { type Chain, defineChain } from 'viem'
import { evmChainId } from './evmChainId.js'

/** The viem chain for a Sigil network, for public clients and transaction checks. */
export function toViemChain(network: CaipNetwork): Chain {
  const explorer = network.blockExplorers?.default
  return defineChain({
    id: evmChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    ...(network.testnet !== undefined ? { testnet: network.testnet } : {}),
    ...(network.blockTime !== undefined ? { blockTime: network.blockTime } : {}),
  })
}
