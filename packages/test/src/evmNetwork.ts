import type { CaipNetwork } from '@sigil/core'
import type { DevnetChainInfo } from '@sigil/devnet'

/** A bare EVM network for service tests (the devnet chains, or one the service does not serve). */
export function evmNetwork(chainId: number, testnet = false): CaipNetwork {
  return {
    id: chainId,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
    testnet,
  }
}

/** A devnet chain as a client would configure it: its name, its RPC, a testnet; `extra` adds to it (a block time …). */
export function devnetNetwork(chain: DevnetChainInfo, extra: Partial<CaipNetwork> = {}): CaipNetwork {
  return {
    ...evmNetwork(chain.chainId, true),
    name: chain.name,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    ...extra,
  }
}
