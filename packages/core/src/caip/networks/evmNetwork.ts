import type { BlockExplorer, CaipNetwork, NativeCurrency, NetworkStack } from '../types.js'
import { bundledNetwork } from './bundledNetwork.js'
import { STACK_BLOCK_TIME } from './stackBlockTime.js'

export type EvmNetworkData = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpc: string
  explorer: BlockExplorer
  /** The wallet registry's asset id of the network's image (`GET /public/getAssetImage/{id}`). */
  imageId: string
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
  imageId,
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
    assets: { imageId },
    blockExplorers: { default: explorer },
    testnet: false,
    ...(stack ? { stack } : {}),
    ...(time ? { blockTime: time } : {}),
  })
}
