import type { CaipNetwork } from '../caip/types.js'

/** The page of a transaction on the network's default block explorer, when the network names one. */
export function transactionExplorerUrl(network: CaipNetwork, hash: string): string | undefined {
  const base = network.blockExplorers?.default.url
  if (!base || !/^https?:\/\//i.test(base)) return undefined
  return `${base.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`
}
