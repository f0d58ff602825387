import type { CaipNetwork } from '@sigil/core'
import { evmChainId } from './evmChainId.js'
import { toHexQuantity } from './toHexQuantity.js'

/** The EIP-3085 parameters a wallet needs to add a network it does not know. */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

export function addChainParameters(network: CaipNetwork): AddEthereumChainParameter {
  const explorers = Object.values(network.blockExplorers ?? {}).map((explorer) => explorer.url)
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    chainId: toHexQuantity(evmChainId(network)),
    chainName: network.name,
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: [...(network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http)],
    ...(explorers.length > 0 ? { blockExplorerUrls: explorers } : {}),
  }
}
