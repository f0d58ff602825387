import { OP_STACK_BLOCK_TIME_MS, ZKSYNC_BLOCK_TIME_MS } from '../../constants/index.js'
import type { BlockExplorer, CaipNetwork, NativeCurrency, NetworkStack } from '../types.js'
import { defineNetwork } from './defineNetwork.js'

export type EvmNetworkData = {
  id: number
  name: string
  nativeCurrency: NativeCurrency
  rpc: string
  explorer: BlockExplorer
  imageId: string
  stack?: NetworkStack
  blockTime?: number
}

const STACK_BLOCK_TIME: Record<NetworkStack, number> = {
  'op-stack': OP_STACK_BLOCK_TIME_MS,
  zksync: ZKSYNC_BLOCK_TIME_MS,
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
  return defineNetwork({
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
