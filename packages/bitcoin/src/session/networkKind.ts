import type { CaipNetwork } from '@sigil/core'

/** Mainnet or testnet, from the network's genesis id. */
export const networkKindOf = (network: CaipNetwork): 'mainnet' | 'testnet' =>
  String(network.id) === '000000000019d6689c085ae165831e93' ? 'mainnet' : 'testnet'
