import { bitcoin } from '@sigil/bitcoin'
import {
  type CaipNetwork,
  createSigil,
  defineNetwork,
  reownCloud,
  type ServiceUrls,
  type SigilClient,
  type SiwxConfig,
} from '@sigil/core'
import { bitcoinTestnet, solanaDevnet } from '@sigil/core/networks'
import { evm } from '@sigil/evm'
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
 * A Sigil client on the devnet: its chains, the adapters, phone wallets through the relay, and
 * the services. `createSigil` wires the wallet list, the project's features, analytics, tokens,
 * NFTs, activity and the embedded wallet from `services` by itself. `?services=reown-cloud` names
 * the hosted services instead (`reownCloud()`); the browser tests then route those hosts to devnet.
 */
export function createDemoSigil(info: DevnetInfo, siwx?: SiwxConfig): DemoSigil {
  const services = demoServices(info)
  const networks = [
    ...info.chains.map((chain) => devnetNetwork(chain, window.location.origin)),
    ...(info.solana ? [devnetSolanaNetwork(info.solana)] : []),
    devnetBitcoinNetwork(),
  ]
  const bitcoinAdapter = bitcoin({ blockchain: { url: services.blockchainUrl, projectId: info.projectId } })
  const metadata = {
    name: 'Sigil demo',
    description: 'Connect a wallet to the local devnet',
    url: window.location.origin,
    icons: [],
  }
  // Inside Safe{Wallet}'s frame the Safe connects by itself: Safe's own site, and a Safe host on
  // this machine (the browser tests' host page).
  const evmAdapter = evm({
    safeOrigins: [/^https:\/\/app\.safe\.global$/, /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/],
  })
  const client = createSigil({
    projectId: info.projectId,
    metadata,
    networks,
    adapters: info.solana ? [evmAdapter, solana(), bitcoinAdapter] : [evmAdapter, bitcoinAdapter],
    // Phone wallets pair through the relay; the SDK loads only when a pairing starts. Bitcoin is
    // always served, Solana with its adapter (the calls of each load on first use).
    connectors: [
      walletConnect({
        projectId: info.projectId,
        relayUrl: services.relayUrl,
        metadata,
        namespaces: {
          bitcoin: walletConnectBitcoin,
          ...(info.solana ? { solana: walletConnectSolana } : {}),
        },
        ...pairingLifetime(),
      }),
    ],
    services,
    storagePrefix: 'sigil-demo',
    swapChainIds: info.chains.map((chain) => chain.chainId),
    // The devnet secure site serves the devnet chains, and Solana Devnet on devnet's ledger.
    embeddedWalletChains: [
      ...info.chains.map((chain) => `eip155:${chain.chainId}` as const),
      ...(info.solana ? [solanaDevnet.caipNetworkId] : []),
    ],
    ...(siwx ? { siwx } : {}),
  })
  return { client }
}

/** devnet's services, or with `?services=reown-cloud` the hosted ones. */
function demoServices(info: DevnetInfo): Required<ServiceUrls> {
  const chosen = new URLSearchParams(window.location.search).get('services')
  return chosen === 'reown-cloud' ? reownCloud() : info.services
}

/** `?pairingLifetimeMs=` shortens a WalletConnect pairing's life (browser tests of its renewal). */
function pairingLifetime(): { pairingLifetimeMs?: number } {
  const value = Number(new URLSearchParams(window.location.search).get('pairingLifetimeMs'))
  return Number.isInteger(value) && value >= 10_500 && value <= 240_000 ? { pairingLifetimeMs: value } : {}
}
