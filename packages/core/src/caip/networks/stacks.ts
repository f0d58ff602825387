import type { CaipNetwork } from '../types.js'

/** Whether a network is an OP-stack rollup (2 s blocks, L1 data fees). */
export function isOpStack(network: Pick<CaipNetwork, 'stack'>): boolean {
  return network.stack === 'op-stack'
}

/** Whether a network is a ZKsync chain (EIP-712 transactions, gasPerPubdata). */
export function isZkSync(network: Pick<CaipNetwork, 'stack'>): boolean {
  return network.stack === 'zksync'
}
