import { type CaipNetwork, createSigil, defineNetwork, type SigilClient } from '@sigil/core'
import {
  connectAnalytics,
  createAnalyticsClient,
  createRegistryClient,
  type RegistryClient,
} from '@sigil/core/services'
import { evm } from '@sigil/evm'
import type { DemoChain, DevnetInfo } from './devnetInfo.js'
import { explorerUrl } from './explorerPath.js'

const SDK_VERSION = '0.1.0'

/** A devnet chain as a network; its block explorer is the demo server's receipt explorer. */
export function devnetNetwork(chain: DemoChain, origin: string): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    blockExplorers: { default: { name: 'Devnet explorer', url: explorerUrl(origin, chain.chainId) } },
    testnet: true,
    blockTime: 1000,
  })
}

export type DemoSigil = { client: SigilClient }

/**
 * A Sigil client on the devnet: its two chains, the EVM adapter, and devnet's services. The
 * modal takes its wallet list, tokens, NFTs and activity from `services` by itself.
 */
export function createDemoSigil(info: DevnetInfo): DemoSigil {
  const service = { projectId: info.projectId, sdkVersion: SDK_VERSION }
  const registry: RegistryClient = createRegistryClient({ ...service, baseUrl: info.services.registryUrl })
  const networks = info.chains.map((chain) => devnetNetwork(chain, window.location.origin))
  const client = createSigil({
    projectId: info.projectId,
    metadata: {
      name: 'Sigil demo',
      description: 'Connect a wallet to the local devnet',
      url: window.location.origin,
      icons: [],
    },
    networks,
    adapters: [evm()],
    services: {
      registryUrl: info.services.registryUrl,
      blockchainUrl: info.services.blockchainUrl,
      analyticsUrl: info.services.analyticsUrl,
      embeddedWalletUrl: info.services.embeddedWalletUrl,
    },
    // Email login: the embedded wallet's code loads only when the page offers or restores it.
    authConnector: () => import('@sigil/embedded-wallet').then((module) => module.embeddedWallet),
    fetchRemoteConfig: () => registry.getProjectConfig(),
    storagePrefix: 'sigil-demo',
    swapChainIds: info.chains.map((chain) => chain.chainId),
  })
  const analytics = createAnalyticsClient({
    ...service,
    baseUrl: info.services.analyticsUrl,
    analyticsConfig: () => registry.getAnalyticsConfig(),
  })
  connectAnalytics(client, analytics)

  return { client }
}
