import { bitcoin } from '@sigil/bitcoin'
import { type CaipNetwork, createSigil, defineNetwork, type SigilClient, type SiwxConfig } from '@sigil/core'
import { bitcoinTestnet, solanaDevnet } from '@sigil/core/networks'
import {
  connectAnalytics,
  createAnalyticsClient,
  createRegistryClient,
  type RegistryClient,
} from '@sigil/core/services'
import { evm } from '@sigil/evm'
import { SIGIL_SDK_VERSION as SDK_VERSION } from '@sigil/react'
import { solana } from '@sigil/solana'
import { walletConnect, walletConnectBitcoin, walletConnectSolana } from '@sigil/walletconnect'
import type { DemoChain, DemoSolana, DevnetInfo } from './devnetInfo.js'
import { explorerUrl } from './explorerPath.js'

/** A devnet chain as a network; its block explorer is the demo server's receipt explorer. */
export function devnetNetwork(chain: DemoChain, origin: string): CaipNetwork {
  return defineNetwork({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: {
      default: { http: chain.rpcFallbackUrl ? [chain.rpcUrl, chain.rpcFallbackUrl] : [chain.rpcUrl] },
    },
    blockExplorers: { default: { name: 'Devnet explorer', url: explorerUrl(origin, chain.chainId) } },
    testnet: true,
    blockTime: 1000,
  })
}

/** Solana Devnet (the bundled network's ids) answered by the local devnet's Solana endpoint. */
export function devnetSolanaNetwork(info: DemoSolana): CaipNetwork {
  // No explorer: the public one knows nothing of this local ledger.
  const { blockExplorers: _public, ...network } = solanaDevnet
  return defineNetwork({ ...network, rpcUrls: { default: { http: [info.rpcUrl] } } })
}

/** Bitcoin Testnet, whose balances devnet's blockchain service keeps in a table (no node runs). */
export function devnetBitcoinNetwork(): CaipNetwork {
  const { blockExplorers: _public, ...network } = bitcoinTestnet
  return defineNetwork(network)
}

export type DemoSigil = { client: SigilClient }

/**
 * A Sigil client on the devnet: its two chains, the EVM adapter, and devnet's services. The
 * modal takes its wallet list, tokens, NFTs and activity from `services` by itself.
 */
export function createDemoSigil(info: DevnetInfo, siwx?: SiwxConfig): DemoSigil {
  const service = { projectId: info.projectId, sdkVersion: SDK_VERSION }
  const registry: RegistryClient = createRegistryClient({ ...service, baseUrl: info.services.registryUrl })
  const networks = [
    ...info.chains.map((chain) => devnetNetwork(chain, window.location.origin)),
    ...(info.solana ? [devnetSolanaNetwork(info.solana)] : []),
    devnetBitcoinNetwork(),
  ]
  const bitcoinAdapter = bitcoin({
    blockchain: { url: info.services.blockchainUrl, projectId: info.projectId },
  })
  const metadata = {
    name: 'Sigil demo',
    description: 'Connect a wallet to the local devnet',
    url: window.location.origin,
    icons: [],
  }
  const client = createSigil({
    projectId: info.projectId,
    metadata,
    networks,
    adapters: info.solana ? [evm(), solana(), bitcoinAdapter] : [evm(), bitcoinAdapter],
    // Phone wallets pair through devnet's relay; the SDK loads only when a pairing starts.
    connectors: [
      walletConnect({
        projectId: info.projectId,
        relayUrl: info.services.relayUrl,
        metadata,
        // Phone wallets also pair for Bitcoin (configured here always) and, with the Solana
        // adapter, for Solana (the calls of each load on first use).
        namespaces: {
          bitcoin: walletConnectBitcoin,
          ...(info.solana ? { solana: walletConnectSolana } : {}),
        },
        ...pairingLifetime(),
      }),
    ],
    services: {
      registryUrl: info.services.registryUrl,
      blockchainUrl: info.services.blockchainUrl,
      analyticsUrl: info.services.analyticsUrl,
      relayUrl: info.services.relayUrl,
      embeddedWalletUrl: info.services.embeddedWalletUrl,
    },
    // Email login: the embedded wallet's code loads only when the page offers or restores it.
    authConnector: () => import('@sigil/embedded-wallet').then((module) => module.embeddedWallet),
    fetchRemoteConfig: () => registry.getProjectConfig(),
    storagePrefix: 'sigil-demo',
    swapChainIds: info.chains.map((chain) => chain.chainId),
    // The devnet secure site serves the devnet chains, and Solana Devnet on devnet's ledger.
    embeddedWalletChains: [
      ...info.chains.map((chain) => `eip155:${chain.chainId}` as const),
      ...(info.solana ? [solanaDevnet.caipNetworkId] : []),
    ],
    ...(siwx ? { siwx } : {}),
  })
  const analytics = createAnalyticsClient({
    ...service,
    baseUrl: info.services.analyticsUrl,
    analyticsConfig: () => registry.getAnalyticsConfig(),
  })
  connectAnalytics(client, analytics)

  return { client }
}

/** `?pairingLifetimeMs=` shortens a WalletConnect pairing's life (browser tests of its renewal). */
function pairingLifetime(): { pairingLifetimeMs?: number } {
  const value = Number(new URLSearchParams(window.location.search).get('pairingLifetimeMs'))
  return Number.isInteger(value) && value >= 10_500 && value <= 240_000 ? { pairingLifetimeMs: value } : {}
}
