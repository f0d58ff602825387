// The examples run against the local devnet (`npm run devnet`): its chains and services.
// In your app, use your networks (with their RPC URLs) and your services' URLs instead.
import { type CaipNetwork, defineNetwork, type SigilConfig } from '@sigil/core'

const devnetChain = (id: number, name: string, devnet: string): CaipNetwork =>
  defineNetwork({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [`${devnet}/rpc/${id}`] } },
    testnet: true,
  })

/** Networks and services of a devnet at `devnet` (default http://127.0.0.1:8600). */
export function devnetConfig(
  devnet = 'http://127.0.0.1:8600',
): Pick<SigilConfig, 'projectId' | 'networks' | 'services'> {
  return {
    projectId: 'devnet',
    networks: [devnetChain(31337, 'Devnet A', devnet), devnetChain(31338, 'Devnet B', devnet)],
    services: {
      registryUrl: `${devnet}/registry`,
      blockchainUrl: `${devnet}/blockchain`,
      analyticsUrl: `${devnet}/analytics`,
      // The WalletConnect relay: phone wallets pair through it (`walletConnect({ relayUrl })`).
      relayUrl: `${devnet.replace(/^http/, 'ws')}/relay`,
    },
  }
}
