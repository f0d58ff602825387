import type { CaipNetwork } from '../../caip/types.js'
import { relayRpcUrl } from './rpcUrls.js'

/**
 * The RPC endpoints a network is spoken to over: its own list, except that Solana and
 * Bitcoin networks use the shared relay endpoint on the configured host first (R-API-40).
 */
export function defaultRpcUrls(network: CaipNetwork, relayHost: string | undefined): string[] {
  const own = [...network.rpcUrls.default.http]
  if (network.chainNamespace === 'eip155' || relayHost === undefined) return own
  const relay = relayRpcUrl(relayHost)
  return [relay, ...own.filter((url) => url !== relay)]
}
