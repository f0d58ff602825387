import type { BlockExplorer, CaipNetwork, NativeCurrency, NetworkStack } from '../types.js'
import { bundledNetwork } from './bundledNetwork.js'
import { STACK_BLOCK_TIME } from './stackBlockTime.js'

export type EvmNetworkData = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpc: string
  explorer: BlockExplorer
  stack?: NetworkStack
  blockTime?: number
}

/**
 * A bundled EVM network from plain data. The values are viem's chain definitions (a unit test
 * holds them equal); they are written out so that importing one network does not pull in
 * viem's chain formatters and transaction serializers.
 */
export function evmNetwork({
  id,
  name,
  nativeCurrency,
  rpc,
  explorer,
  stack,
  blockTime,
}: EvmNetworkData): CaipNetwork {
  const time = stack ? STACK_BLOCK_TIME[stack] : blockTime
  return bundledNetwork({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency,
    rpcUrls: { default: { http: [rpc] }, chainDefault: { http: [rpc] } },
    blockExplorers: { default: explorer },
    testnet: false,
    ...(stack ? { stack } : {}),
    ...(time ? { blockTime: time } : {}),
  })
}
