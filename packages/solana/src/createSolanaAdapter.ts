import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  isSolanaAddress,
} from '@sigil/core'
import {
  createError,
  createHandedConnectors,
  FAILED_TO_CONNECT,
  formatTokenUnits,
  INVALID_ADDRESS,
  INVALID_INPUT,
  loadOnce,
  NOT_CONNECTED,
} from '@sigil/core/internal'
import type { Wallet } from '@wallet-standard/base'
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features'
import { signMessage, walletError } from './actions/signMessage.js'
import { waitForSignature } from './actions/waitForSignature.js'
import { FEATURES, featureMethod, isSolanaWallet, offers } from './discovery/solanaWallet.js'
import { standardConnectorId, toConnector } from './discovery/toConnector.js'
import { pageWalletRegistry, type WalletRegistry } from './discovery/walletRegistry.js'
import { createSolanaRpc, type SolanaRpc } from './rpc/solanaRpc.js'
import { readAccounts } from './session/readAccounts.js'
import type { SolanaAdapter, SolanaAdapterOptions } from './solanaAdapter.js'
import { createSolanaProvider, type ProviderSession, type SolanaProvider } from './solanaProvider.js'

type ConnectMethod = StandardConnectFeature['standard:connect']['connect']
type OnMethod = StandardEventsFeature['standard:events']['on']
type Session = ProviderSession & { provider: SolanaProvider; stop: () => void }

/** The adapter `solana()` loads, with every optional member of a ChainAdapter it offers present. */
export type LoadedSolanaAdapter = SolanaAdapter & Required<Pick<ChainAdapter, 'addConnector'>>

/** What `solana()` loads on setup (or sooner, when the client asks: `prefetch`). */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): LoadedSolanaAdapter {
  const excluded = new Set((options.excludeWallets ?? []).map((name) => name.toLowerCase()))
  const sending = loadOnce(() => import('./actions/sendSol.js'))
  const sessions = new Map<string, Session>()
  const rpcs = new Map<string, SolanaRpc>()
  let registry: WalletRegistry | undefined
  let context: AdapterContext | undefined
  let stopRegistry: (() => void) | undefined
  /** Connectors handed over by shared connectors (WalletConnect); their provider is a wallet-standard wallet. */
  const external = createHandedConnectors<Wallet>({
    chain: 'solana',
    accepts: (provider): provider is Wallet => provider !== undefined && isSolanaWallet(provider as Wallet),
    kind: 'Solana wallet-standard',
    context: () => context,
  })

  const wallets = (): Wallet[] =>
    (registry?.get() ?? []).filter((w) => isSolanaWallet(w) && !excluded.has(w.name.toLowerCase()))

  const walletFor = (connectorId: string): Wallet => {
    const wallet =
      external.get(connectorId)?.provider ?? wallets().find((w) => standardConnectorId(w) === connectorId)
    if (!wallet)
      throw createError(FAILED_TO_CONNECT, undefined, {
        details: `no Solana wallet for connector ${connectorId}`,
      })
    return wallet
  }

  const rpcFor = (network: CaipNetwork): SolanaRpc => {
    let rpc = rpcs.get(network.caipNetworkId)
    if (!rpc) {
      const urls = network.rpcUrls.default.http
      if (urls.length === 0)
        throw createError(INVALID_INPUT, { what: 'network', reason: `${network.name} has no RPC URL` })
      rpc = createSolanaRpc(urls, options.fetch)
      rpcs.set(network.caipNetworkId, rpc)
    }
    return rpc
  }

  const sessionFor = (connectorId: string, namespaceAddress?: string): Session => {
    const session = sessions.get(connectorId)
    if (!session || (namespaceAddress !== undefined && session.account.address !== namespaceAddress))
      throw createError(NOT_CONNECTED, { namespace: 'solana' })
    return session
  }

  const endSession = (connectorId: string) => {
    sessions.get(connectorId)?.stop()
    sessions.delete(connectorId)
  }

  const listen = (connectorId: string, wallet: Wallet): (() => void) => {
    if (!offers(wallet, FEATURES.events)) return () => {}
    const on = featureMethod<OnMethod>(wallet, FEATURES.events, 'on')
    return on('change', ({ accounts }) => {
      const session = sessions.get(connectorId)
      if (!session || accounts === undefined) return
      const emit = context?.emit ?? (() => {})
      if (accounts.length === 0) {
        endSession(connectorId)
        emit({ type: 'disconnect', connectorId })
        return
      }
      try {
        const read = readAccounts(accounts, session.network, wallet.name)
        if (read.accounts.length === 0) return
        Object.assign(session, { account: read.standard[0]!, accounts: read.accounts })
        session.provider = createSolanaProvider(session)
        emit({ type: 'accountsChanged', connectorId, accounts: read.accounts })
      } catch (error) {
        context?.logger.warn(`Ignored an account change from ${wallet.name}`, error)
      }
    })
  }

  const open = async (connectorId: string, network: CaipNetwork, silent: boolean) => {
    const wallet = walletFor(connectorId)
    const connect = featureMethod<ConnectMethod>(wallet, FEATURES.connect, 'connect')
    let output: unknown
    try {
      output = await connect(silent ? { silent: true } : undefined)
    } catch (error) {
      throw walletError(error)
    }
    const listed = (output as { accounts?: unknown } | undefined)?.accounts
    const read = readAccounts(listed ?? wallet.accounts, network, wallet.name)
    if (read.accounts.length === 0)
      throw createError(FAILED_TO_CONNECT, undefined, { details: `${wallet.name} shared no account` })
    endSession(connectorId)
    const base: ProviderSession = {
      wallet,
      account: read.standard[0]!,
      accounts: read.accounts,
      network,
      requestAccounts: async () => (await open(connectorId, network, false)).accounts,
    }
    const session: Session = { ...base, provider: createSolanaProvider(base), stop: () => {} }
    sessions.set(connectorId, session)
    session.stop = listen(connectorId, wallet)
    return { connectorId, accounts: read.accounts, chainId: network.id }
  }

  return {
    namespace: 'solana',

    setup(adapterContext) {
      context = adapterContext
      stopRegistry?.()
      registry = options.wallets ?? pageWalletRegistry()
      if (!registry) return
      const notify = () => adapterContext.emit({ type: 'connectorsChanged' })
      const offRegister = registry.on('register', notify)
      const offUnregister = registry.on('unregister', notify)
      stopRegistry = () => {
        offRegister()
        offUnregister()
      }
    },

    getConnectors: (): Connector[] => [
      ...external.list(),
      ...wallets().map((wallet) => toConnector(wallet, 'solana')),
    ],

    addConnector: external.add,

    connect: ({ connectorId, network }) => open(connectorId, network, false),
    reconnect: ({ connectorId, network }) => open(connectorId, network, true),

    async disconnect({ connectorId }) {
      const session = sessions.get(connectorId)
      endSession(connectorId)
      if (!session || !offers(session.wallet, FEATURES.disconnect)) return
      try {
        await featureMethod<() => Promise<void>>(session.wallet, FEATURES.disconnect, 'disconnect')()
      } catch (error) {
        // The local session is gone either way.
        context?.logger.debug(`${session.wallet.name} failed to disconnect`, error)
      }
    },

    async switchNetwork({ connectorId, network }) {
      // Solana wallets have no "current chain": requests name the chain. The account must be usable there.
      const session = sessionFor(connectorId)
      const read = readAccounts([session.account], network, session.wallet.name)
      Object.assign(session, { network, accounts: read.accounts })
      session.provider = createSolanaProvider(session)
    },

    async getBalance({ address, network }) {
      if (!isSolanaAddress(address)) throw createError(INVALID_ADDRESS, undefined, { details: address })
      const { value } = await rpcFor(network)<{ value: number }>('getBalance', [
        address,
        { commitment: 'confirmed' },
      ])
      return {
        balance: formatTokenUnits(BigInt(value), network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },

    signMessage({ connectorId, address, message }) {
      const session = sessionFor(connectorId, address)
      return signMessage(session.wallet, session.account, message)
    },

    async sendTransaction({ connectorId, network, from, to, value, data }) {
      if (data !== undefined && data !== '' && data !== '0x')
        throw createError(INVALID_INPUT, { what: 'transaction', reason: 'a SOL transfer carries no data' })
      const session = sessionFor(connectorId, from)
      const { sendSol } = await sending()
      return sendSol({
        wallet: session.wallet,
        account: session.account,
        network,
        rpc: rpcFor(network),
        to,
        value,
      })
    },

    waitForTransaction: (parameters) =>
      waitForSignature(rpcFor(parameters.network), parameters, options.confirm),

    getProvider: (connectorId) => sessions.get(connectorId)?.provider,

    teardown() {
      stopRegistry?.()
      stopRegistry = undefined
      for (const connectorId of [...sessions.keys()]) endSession(connectorId)
    },
  }
}
