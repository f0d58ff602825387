import type { CaipNetwork, NetworkStack } from '@sigil/core'
import { OP_STACK_BLOCK_TIME_MS, ZKSYNC_BLOCK_TIME_MS } from '@sigil/core/internal'
import { defineNetwork } from '@sigil/core/networks'
import type { Chain } from 'viem'

export type FromViemChainOptions = { imageId: string; stack?: NetworkStack }

const STACK_BLOCK_TIME: Readonly<Record<NetworkStack, number>> = {
  'op-stack': OP_STACK_BLOCK_TIME_MS,
  zksync: ZKSYNC_BLOCK_TIME_MS,
}

/**
 * Copies the data Sigil needs out of a viem chain into a plain network object, so the
 * network holds no functions (formatters, serializers) and can be stored or sent as is.
 */
export function fromViemChain(chain: Chain, options: FromViemChainOptions): CaipNetwork {
  const explorer = chain.blockExplorers?.default
  const http = [...chain.rpcUrls.default.http]
  return defineNetwork({
    id: chain.id,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { ...chain.nativeCurrency },
    rpcUrls: { default: { http }, chainDefault: { http: [...http] } },
    assets: { imageId: options.imageId },
    ...(explorer ? { blockExplorers: { default: { name: explorer.name, url: explorer.url } } } : {}),
    testnet: chain.testnet ?? false,
    ...(options.stack
      ? { stack: options.stack, blockTime: STACK_BLOCK_TIME[options.stack] }
      : chain.blockTime
        ? { blockTime: chain.blockTime }
        : {}),
  })
}
