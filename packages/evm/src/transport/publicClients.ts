import type { CaipNetwork } from '@sigil/core'
import { createPublicClient, type PublicClient, type Transport } from 'viem'
import { evmChainId } from '../chain/evmChainId.js'
import { pollingInterval } from '../chain/pollingInterval.js'
import { toViemChain } from '../chain/toViemChain.js'
import { networkTransport } from './networkTransport.js'

export type PublicClients = { get(network: CaipNetwork): PublicClient }

/** One viem public client per chain, created on first use and kept for the adapter's life. */
export function createPublicClients(transports: Readonly<Record<number, Transport>> = {}): PublicClients {
  const clients = new Map<number, PublicClient>()
  return {
    get(network) {
      const chainId = evmChainId(network)
      const existing = clients.get(chainId)
      if (existing) return existing
      const client = createPublicClient({
        chain: toViemChain(network),
        transport: transports[chainId] ?? networkTransport(network),
        pollingInterval: pollingInterval(network),
      })
      clients.set(chainId, client)
      return client
    },
  }
}
