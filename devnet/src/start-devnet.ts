import type { AddressInfo } from 'node:net'
import { adminRoutes } from './admin/admin-routes.js'
import { FaultSwitches } from './admin/fault-switches.js'
import { RequestLog } from './admin/request-log.js'
import type { StoredAnalyticsEvent } from './analytics/analytics-event.js'
import { analyticsRoutes } from './analytics/analytics-routes.js'
import { BitcoinLedger, type BitcoinTestKey } from './bitcoin/bitcoin-ledger.js'
import { blockchainRoutes } from './blockchain/blockchain-routes.js'
import { createChainService } from './blockchain/chain-services.js'
import { NameRegistry } from './blockchain/name-registry.js'
import { PermissionStore } from './blockchain/permission-store.js'
import { SessionStore } from './blockchain/session-store.js'
import { SignInNonces } from './blockchain/sign-in-routes.js'
import { removeLeftoverAnvils } from './chain/anvil-children.js'
import { loadArtifacts } from './chain/contract-artifacts.js'
import { DEPLOYER_INDEX, type DevnetAccount, deriveAccounts, TEST_MNEMONIC } from './chain/derive-accounts.js'
import type { ChainContracts } from './chain/seed-chain.js'
import { type ChainConfig, type RunningChain, startChain } from './chain/start-chain.js'
import { createDevnetServer, type MountedService } from './http/devnet-server.js'
import { createLogger, type LogOptions } from './logger.js'
import { OnrampOrders } from './onramp/onramp-orders.js'
import { onrampProviderRoutes } from './onramp/onramp-provider-routes.js'
import { DEFAULT_ALLOWED_ORIGINS, DEFAULT_FEATURES, type ProjectFeatures } from './registry/project-config.js'
import { RegistryOverrides, registryOverrideRoutes } from './registry/registry-overrides.js'
import { registryRoutes } from './registry/registry-routes.js'
import { generateWalletListings, phoneWalletListings } from './registry/wallet-listings.js'
import { relayAdminRoutes } from './relay/relay-admin-routes.js'
import { RelayServer } from './relay/relay-server.js'
import { RpcEndpoints } from './rpc/rpc-endpoints.js'
import { rpcRoutes } from './rpc/rpc-routes.js'
import { type SecureSite, startSecureSite } from './secure-site/start-secure-site.js'
import { fundSolanaKeys } from './solana/fund-solana-keys.js'
import { SOLANA_DEVNET, solanaBalances } from './solana/solana-balances.js'
import type { SolanaTestKey } from './solana/solana-keys.js'
import { SolanaLedger } from './solana/solana-ledger.js'
import { solanaRoutes } from './solana/solana-routes.js'

export interface DevnetOptions {
  /** Port of the HTTP server that serves every service; 0 (default) picks a free one. */
  port?: number
  host?: '127.0.0.1'
  chains?: ChainConfig[]
  log?: LogOptions
  /** Generated registry listings besides the two test wallets (default 600). */
  walletCount?: number
  features?: Partial<ProjectFeatures>
  allowedOrigins?: string[]
  isAnalyticsEnabled?: boolean
  /** When set, registry calls with another projectId get 403 'invalid key'. */
  projectIds?: string[]
  /** Suffix of registered names (default '.reown.id'). */
  nameSuffix?: string
  /** Port of the embedded-wallet secure site (its own origin); 0 (default) picks a free one. */
  secureSitePort?: number
  /** Origins allowed to frame the secure site (default: spec §9's allowed ancestors). */
  allowedAncestors?: string[]
}

export interface DevnetChainInfo {
  chainId: number
  caipId: string
  name: string
  rpcUrl: string
  rpcFallbackUrl: string
}

export interface DevnetUrls {
  /** Switchable JSON-RPC endpoint per chain (the one to give the product). */
  rpc: Record<number, string>
  /** A second endpoint per chain with its own switch, for fallback tests. */
  rpcFallback: Record<number, string>
  /** The anvil processes themselves, behind no switch. */
  anvil: Record<number, string>
  registry: string
  blockchain: string
  analytics: string
  /** The local onramp provider: the pages generated onramp URLs open. */
  onramp: string
  /** The WalletConnect relay (WebSocket): the product's `services.relayUrl`. */
  relay: string
  admin: string
  /** The Solana JSON-RPC endpoint (litesvm behind it). */
  solana: string
  /** The embedded-wallet secure site (another origin); `services.embeddedWalletUrl`. */
  embeddedWallet: string
}

export interface Devnet {
  urls: DevnetUrls
  chains: DevnetChainInfo[]
  mnemonic: string
  accounts: DevnetAccount[]
  contracts: Record<number, ChainContracts>
  /** Funded Solana keys (each starts with SOLANA_STARTING_SOL SOL). */
  solanaKeys: SolanaTestKey[]
  /** Bitcoin test keys whose payment addresses hold 1 BTC in the blockchain service's table. */
  bitcoinKeys: BitcoinTestKey[]
  /** A projectId every service accepts (unless `projectIds` restricts them, then the first one). */
  projectId: string
  /** Milliseconds from the call to ready. */
  startupMs: number
  stop(): Promise<void>
}

export const DEFAULT_CHAINS: ChainConfig[] = [
  { chainId: 31337, name: 'Devnet A' },
  { chainId: 31338, name: 'Devnet B' },
]

const ACCOUNT_COUNT = 10

export async function startDevnet(options: DevnetOptions = {}): Promise<Devnet> {
  const started = performance.now()
  // A devnet that was SIGKILLed could not stop its anvils: stop them now.
  removeLeftoverAnvils()
  const host = options.host ?? '127.0.0.1'
  const log = createLogger(options.log)
  const chainConfigs = options.chains ?? DEFAULT_CHAINS
  const accounts = deriveAccounts(TEST_MNEMONIC, ACCOUNT_COUNT)
  const artifacts = loadArtifacts()

  const services: MountedService[] = []
  const faults = new FaultSwitches()
  const registryOverrides = new RegistryOverrides()
  const requests = new RequestLog()
  const server = createDevnetServer({ services, faults, requests, log })
  const relay = new RelayServer({ log })
  relay.attach(server, '/relay')
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => resolve())
  })
  const base = `http://${host}:${(server.address() as AddressInfo).port}`
  const projectId = options.projectIds?.[0] ?? 'devnet'
  const urls: DevnetUrls = {
    rpc: {},
    rpcFallback: {},
    anvil: {},
    registry: `${base}/registry`,
    blockchain: `${base}/blockchain`,
    analytics: `${base}/analytics`,
    onramp: `${base}/onramp`,
    relay: `${base.replace('http:', 'ws:')}/relay`,
    admin: `${base}/admin`,
    solana: `${base}/solana`,
    embeddedWallet: '',
  }
  const solanaLedger = new SolanaLedger()
  const solanaKeys = fundSolanaKeys(solanaLedger)
  const bitcoinLedger = new BitcoinLedger()

  const running: RunningChain[] = []
  let secureSite: SecureSite | undefined
  const stopAll = async () => {
    relay.close()
    server.closeAllConnections()
    await Promise.all([
      new Promise<void>((resolve) => server.close(() => resolve())),
      ...running.map((chain) => chain.stop()),
      secureSite?.stop(),
    ])
  }
  try {
    const results = await Promise.allSettled(
      chainConfigs.map((config) =>
        startChain({
          config,
          host,
          mnemonic: TEST_MNEMONIC,
          accounts,
          artifacts,
          tokenBaseUri: `${base}/blockchain/nft`,
        }),
      ),
    )
    for (const result of results) if (result.status === 'fulfilled') running.push(result.value)
    const failure = results.find((result) => result.status === 'rejected')
    if (failure !== undefined) throw (failure as PromiseRejectedResult).reason
  } catch (error) {
    await stopAll()
    throw error
  }

  for (const chain of running) {
    urls.rpc[chain.chainId] = `${base}/rpc/${chain.chainId}`
    urls.rpcFallback[chain.chainId] = `${base}/rpc/${chain.chainId}/fallback`
    urls.anvil[chain.chainId] = chain.anvilUrl
  }
  try {
    secureSite = await startSecureSite({
      host,
      port: options.secureSitePort ?? 0,
      rpcUrls: new Map(running.map((chain) => [chain.chainId, chain.anvilUrl])),
      solanaRpcUrls: new Map([[SOLANA_DEVNET, urls.solana]]),
      ...(options.allowedAncestors ? { allowedAncestors: options.allowedAncestors } : {}),
      faults,
      log,
    })
  } catch (error) {
    await stopAll()
    throw error
  }
  urls.embeddedWallet = secureSite.url
  const chainServices = running.map((chain) => createChainService(chain, artifacts))
  const onrampOrders = new OnrampOrders()
  const rpc = new RpcEndpoints(new Map(running.map((chain) => [chain.chainId, chain.anvilUrl])))
  const names = new NameRegistry(options.nameSuffix ?? '.reown.id')
  names.assign('alice', accounts[1]!.address, { avatar: `${urls.blockchain}/avatars/alice.svg` })
  const sessions = new SessionStore(({ chainId, ...proof }) => {
    const service = chainServices.find((candidate) => candidate.chain.caipId === chainId)
    return service ? service.chain.client.verifyMessage(proof) : Promise.resolve(false)
  })
  const permissions = new PermissionStore({ id: projectId, name: 'Devnet' })
  if (running[0] !== undefined)
    permissions.grant({ account: `${running[0].caipId}:${accounts[0]!.address}`, pci: 'devnet-pci' })
  const analytics: StoredAnalyticsEvent[] = []
  const config = {
    features: { ...DEFAULT_FEATURES, ...options.features },
    allowedOrigins: options.allowedOrigins ?? [...DEFAULT_ALLOWED_ORIGINS],
    isAnalyticsEnabled: options.isAnalyticsEnabled ?? true,
    projectIds: options.projectIds ?? null,
  }
  const imageQuery = `projectId=${encodeURIComponent(projectId)}&st=devnet&sv=devnet`
  const icons = {
    token: (symbol: string) =>
      `${urls.registry}/public/getTokenImage/${encodeURIComponent(symbol)}?${imageQuery}`,
    nft: (symbol: string) =>
      `${urls.registry}/public/getTokenImage/${encodeURIComponent(symbol)}?${imageQuery}`,
  }
  const chains: DevnetChainInfo[] = running.map((chain) => ({
    chainId: chain.chainId,
    caipId: chain.caipId,
    name: chain.name,
    rpcUrl: urls.rpc[chain.chainId]!,
    rpcFallbackUrl: urls.rpcFallback[chain.chainId]!,
  }))
  const contracts = Object.fromEntries(running.map((chain) => [chain.chainId, chain.contracts]))
  const info = () => ({ urls, chains, mnemonic: TEST_MNEMONIC, accounts, contracts, projectId })

  services.push(
    {
      name: 'registry',
      prefix: '/registry',
      routes: registryRoutes({
        wallets: [
          ...generateWalletListings(options.walletCount ?? 600, urls.registry),
          ...phoneWalletListings(urls.registry),
        ],
        config,
        extraAssetImageIds: running.map((chain) => `devnet-${chain.chainId}`),
        overrides: registryOverrides,
      }),
    },
    {
      name: 'blockchain',
      prefix: '/blockchain',
      // As blockchain-api (axum): an unknown path, such as /v1/onramp/options, is a bare 404.
      bareNotFound: true,
      routes: blockchainRoutes({
        chains: chainServices,
        names,
        sessions,
        permissions,
        signInNonces: new SignInNonces(),
        icons,
        onrampOrders,
        onrampProviderUrl: urls.onramp,
        forwardRpc: (chainId, req) => rpc.forward(chainId, req),
        bitcoin: bitcoinLedger,
        solana: solanaBalances(solanaLedger),
      }),
    },
    { name: 'analytics', prefix: '/analytics', routes: analyticsRoutes(analytics) },
    {
      name: 'onramp',
      prefix: '/onramp',
      routes: onrampProviderRoutes({
        chains: chainServices,
        orders: onrampOrders,
        treasury: accounts[DEPLOYER_INDEX]!.address,
      }),
    },
    { name: 'rpc', prefix: '/rpc', routes: rpcRoutes(rpc) },
    { name: 'solana', prefix: '/solana', routes: solanaRoutes(solanaLedger) },
    { name: 'relay-admin', prefix: '/admin/relay', control: true, routes: relayAdminRoutes(relay) },
    { name: 'embedded-admin', prefix: '/admin/embedded', control: true, routes: secureSite.adminRoutes },
    {
      name: 'admin',
      prefix: '/admin',
      control: true,
      routes: [
        ...adminRoutes({ analytics, requests, faults, rpc, sessions, permissions, config, info }),
        ...registryOverrideRoutes(registryOverrides, urls.registry),
      ],
    },
  )

  // Warm the history index so the first /history call is quick; requests share this run.
  for (const service of chainServices) service.indexer.sync().catch(() => undefined)

  let stopping: Promise<void> | null = null
  const startupMs = Math.round(performance.now() - started)
  log.info(`ready in ${startupMs} ms at ${base}`)
  return {
    urls,
    chains,
    mnemonic: TEST_MNEMONIC,
    accounts,
    contracts,
    solanaKeys,
    bitcoinKeys: bitcoinLedger.keys,
    projectId,
    startupMs,
    stop: () => {
      stopping ??= stopAll()
      return stopping
    },
  }
}
