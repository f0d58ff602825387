import type { AdapterConnection, AdapterContext, CaipNetwork, ChainAdapter } from '@sigil/core'
import {
  CHAIN_NOT_SUPPORTED,
  createError,
  FAILED_TO_CONNECT,
  INVALID_ADDRESS,
  loadOnce,
  NOT_CONNECTED,
  withZkSyncDefaults,
} from '@sigil/core/internal'
import {
  connect as connectWagmi,
  disconnect as disconnectWagmi,
  getPublicClient,
  getBalance as getWagmiBalance,
  sendTransaction as sendWagmiTransaction,
  signMessage as signWagmiMessage,
  signTypedData as signWagmiTypedData,
  switchAccount,
  switchChain as switchWagmiChain,
  type Connector as WagmiConnector,
  watchConnectors,
} from '@wagmi/core'
import { formatUnits, isAddress, type TypedDataDefinition } from 'viem'
import { checkTransaction } from '../actions/sendTransaction.js'
import { waitForTransaction as waitForReceipt } from '../actions/waitForTransaction.js'
import { addChainParameters } from '../chain/addChainParameters.js'
import { evmChainId } from '../chain/evmChainId.js'
import { currentWindow } from '../discovery/discoveryWindow.js'
import { listenForAnnouncements } from '../discovery/listenForAnnouncements.js'
import { walletArrivals } from '../discovery/walletArrivals.js'
import { watchInjectedProvider } from '../discovery/watchInjectedProvider.js'
import { type Eip1193Provider, isEip1193Provider } from '../eip1193.js'
import { toConnectError } from '../errors/toConnectError.js'
import type { EvmAdapter } from '../evmAdapter.js'
import { toAccounts } from '../session/toAccounts.js'
import { assertTransaction } from '../transaction/assertTransaction.js'
import { createConnectorCatalog } from './connectorCatalog.js'
import { toWagmiRequestError } from './errors/toWagmiRequestError.js'
import { toWagmiSwitchError } from './errors/toWagmiSwitchError.js'
import { liveConnection, reconnectConnector } from './reconnectConnector.js'
import { sharedWagmiConnector } from './sharedConnector.js'
import type { WagmiAdapterOptions } from './wagmiAdapter.js'
import { asCoreConfig, type WagmiConfig } from './wagmiConfig.js'
import { watchWagmiConnection } from './watchWagmiConnection.js'

function requireAddress(address: string): `0x${string}` {
  if (!isAddress(address, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: address })
  return address
}

/** The adapter `wagmiAdapter()` loads, with the optional ChainAdapter members it has. */
export type LoadedWagmiAdapter = EvmAdapter &
  Required<
    Pick<
      ChainAdapter,
      'addConnector' | 'estimateFee' | 'previewCalls' | 'getAtomicCapability' | 'sendCalls' | 'getCallsStatus'
    >
  >

/** What `wagmiAdapter()` loads on setup (or sooner, when the client asks: `prefetch`). */
export function createWagmiAdapter(appConfig: WagmiConfig, options: WagmiAdapterOptions): LoadedWagmiAdapter {
  const config = asCoreConfig(appConfig)
  const catalog = createConnectorCatalog(config, options.excludeWallets ?? [])
  let context: AdapterContext | undefined
  let stops: Array<() => void> = []
  let busy = 0
  let arrivals = walletArrivals(undefined)
  const tokenTransfers = loadOnce(() => import('../actions/buildTokenTransfer.js'))
  // The plain adapter's own fee, preview and batch code, fetched the first time it is used.
  const fees = loadOnce(() => import('../actions/estimateFee.js'))
  const previews = loadOnce(() => import('../simulate/previewCalls.js'))
  const batches = loadOnce(() => import('../calls/walletCalls.js'))

  const emit: AdapterContext['emit'] = (event) => context?.emit(event)
  const stopAll = (): void => {
    for (const stop of stops) stop()
    stops = []
  }
  const refresh = async (): Promise<void> => {
    const changed = await catalog.refresh()
    arrivals.changed()
    if (changed) emit({ type: 'connectorsChanged' })
  }
  /** Runs one of the adapter's own connection changes; wagmi state changes it causes are not events. */
  const own = async <T>(run: () => Promise<T>): Promise<T> => {
    busy++
    try {
      return await run()
    } finally {
      busy--
    }
  }

  const connectorFor = (connectorId: string): WagmiConnector => {
    const connector = catalog.connectorFor(connectorId)
    if (!connector)
      throw createError(FAILED_TO_CONNECT, undefined, { details: `no wallet for connector ${connectorId}` })
    return connector
  }
  const connectedConnector = (connectorId: string): WagmiConnector => {
    const connector = catalog.connectorFor(connectorId)
    if (!connector || !liveConnection(config, connector))
      throw createError(NOT_CONNECTED, { namespace: 'eip155' })
    return connector
  }
  /** The EIP-1193 provider of the wallet wagmi holds for `connectorId`: batches go to it directly. */
  const walletProvider = async (connectorId: string): Promise<Eip1193Provider> => {
    const provider = await connectedConnector(connectorId).getProvider()
    if (!isEip1193Provider(provider))
      throw createError(
        NOT_CONNECTED,
        { namespace: 'eip155' },
        { details: 'the wallet has no EIP-1193 provider' },
      )
    return provider
  }
  const configuredChainId = (network: CaipNetwork): number => {
    const chainId = evmChainId(network)
    if (!config.chains.some((chain) => chain.id === chainId))
      throw createError(CHAIN_NOT_SUPPORTED, undefined, {
        details: `${network.caipNetworkId} is not among the wagmi config's chains`,
      })
    return chainId
  }
  /** Reads on the app's own RPC for the network's chain: the transport its wagmi config gives it. */
  const publicClient = (network: CaipNetwork) => {
    const client = getPublicClient(config, { chainId: configuredChainId(network) })
    if (!client) throw createError(CHAIN_NOT_SUPPORTED)
    return client
  }
  const toConnection = (
    connectorId: string,
    { accounts, chainId }: { accounts: readonly string[]; chainId: number },
  ): AdapterConnection => {
    const checked = toAccounts(accounts)
    if (checked.length === 0)
      throw createError(FAILED_TO_CONNECT, undefined, { details: 'the wallet returned no accounts' })
    return { connectorId, accounts: checked, chainId }
  }

  return {
    namespace: 'eip155',

    async setup(adapterContext) {
      context = adapterContext
      stopAll()
      arrivals.stop()
      const outside = adapterContext.networks.filter(
        (network) => !config.chains.some((chain) => chain.id === Number(network.id)),
      )
      if (outside.length > 0)
        adapterContext.logger.warn(
          `Networks missing from the wagmi config cannot be switched to or read: ${outside.map((n) => n.caipNetworkId).join(', ')}`,
        )
      // wagmi discovers wallets on the page's window; the same announcements tell Sigil which of
      // its injected connectors are announced wallets (matched by provider object).
      const target = currentWindow()
      arrivals = walletArrivals(target)
      if (target) {
        stops.push(
          listenForAnnouncements(target, adapterContext.logger, (announcement) => {
            catalog.addAnnouncement(announcement)
            void refresh()
          }),
          watchInjectedProvider(target, () => void refresh()),
        )
      }
      stops.push(
        watchConnectors(config, { onChange: () => void refresh() }),
        watchWagmiConnection(config, { idOf: catalog.idOf, isBusy: () => busy > 0, emit }),
      )
      await catalog.refresh()
    },

    getConnectors: () => catalog.list(),

    addConnector(entry) {
      const { provider } = entry
      if (!isEip1193Provider(provider)) {
        context?.logger.warn(`Connector ${entry.id} has no EIP-1193 provider; it is not offered`)
        return () => undefined
      }
      // A connector in the app's wagmi config, so wagmi's hooks see the connection it makes.
      const connector = config._internal.connectors.setup(
        sharedWagmiConnector({ id: entry.id, name: entry.name, imageUrl: entry.imageUrl, provider }),
      )
      catalog.addShared(connector, { ...entry, provider })
      config._internal.connectors.setState((list) => [...list, connector])
      void refresh()
      return () => {
        catalog.removeShared(connector)
        // wagmi keeps no connection through a connector that is gone.
        if (config.state.connections.has(connector.uid)) connector.onDisconnect()
        config._internal.connectors.setState((list) => list.filter((c) => c.uid !== connector.uid))
        void refresh()
      }
    },

    connect: ({ connectorId }) =>
      own(async () => {
        try {
          const connector = connectorFor(connectorId)
          const live = liveConnection(config, connector)
          if (live) {
            // wagmi already holds this wallet (the app connected it): make it current, no prompt.
            // switchAccount: the name @wagmi/core 2 and 3 both export (3 also calls it switchConnection).
            if (config.state.current !== connector.uid) await switchAccount(config, { connector })
            return toConnection(connectorId, live)
          }
          const result = await connectWagmi(config, { connector })
          void catalog.resolveProvider(connector)
          return toConnection(connectorId, result)
        } catch (error) {
          throw toConnectError(error)
        }
      }),

    // A remembered wallet whose extension runs late has not announced itself yet (so neither wagmi's
    // own reconnect on mount nor its EIP-6963 store knew it): it is waited for, and then reconnected
    // through wagmi. The wait is not the adapter's own change: an app's wagmi connect meanwhile is
    // still reported.
    reconnect: async ({ connectorId }) => {
      await arrivals.waitFor(() => catalog.presentConnector(connectorId))
      return own(async () => {
        try {
          const connector = connectorFor(connectorId)
          const connection = await reconnectConnector(config, connector)
          if (!connection)
            throw createError(FAILED_TO_CONNECT, undefined, {
              details: 'the wallet no longer authorizes this site',
            })
          void catalog.resolveProvider(connector)
          return toConnection(connectorId, connection)
        } catch (error) {
          throw toConnectError(error)
        }
      })
    },

    disconnect: ({ connectorId }) =>
      own(async () => {
        const connector = catalog.connectorFor(connectorId)
        if (connector) await disconnectWagmi(config, { connector })
      }),

    async switchNetwork({ connectorId, network }) {
      const chainId = configuredChainId(network)
      const connector = connectedConnector(connectorId)
      try {
        await switchWagmiChain(config, {
          connector,
          chainId,
          addEthereumChainParameter: addChainParameters(network),
        })
      } catch (error) {
        throw toWagmiSwitchError(error)
      }
    },

    async getBalance({ address, network }) {
      const account = requireAddress(address)
      const { value } = await getWagmiBalance(config, {
        address: account,
        chainId: configuredChainId(network),
      })
      return {
        balance: formatUnits(value, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },

    async signMessage({ connectorId, address, message }) {
      const account = requireAddress(address)
      const connector = connectedConnector(connectorId)
      try {
        return await signWagmiMessage(config, { connector, account, message })
      } catch (error) {
        throw toWagmiRequestError(error)
      }
    },

    async signTypedData({ connectorId, address, typedData }) {
      const account = requireAddress(address)
      const connector = connectedConnector(connectorId)
      try {
        return await signWagmiTypedData(config, {
          connector,
          account,
          ...(typedData as TypedDataDefinition),
        })
      } catch (error) {
        throw toWagmiRequestError(error)
      }
    },

    async sendTransaction(parameters) {
      checkTransaction(parameters)
      const { network, from, to, value, data, fee } = parameters
      const chainId = configuredChainId(network)
      assertTransaction({ chainId, to: to as `0x${string}` })
      const connector = connectedConnector(parameters.connectorId)
      try {
        return await sendWagmiTransaction(config, {
          connector,
          account: requireAddress(from),
          chainId,
          to: requireAddress(to),
          value: BigInt(value),
          ...(data !== undefined ? { data: data as `0x${string}` } : {}),
          // Terms chosen beforehand (Max's, or the preview's whose fee was shown) are kept to.
          ...(fee
            ? {
                gas: BigInt(fee.gas),
                maxFeePerGas: BigInt(fee.maxFeePerGas),
                maxPriorityFeePerGas: BigInt(fee.maxPriorityFeePerGas),
              }
            : {}),
          // viem's ZKsync formatter (on the app's ZKsync chain) turns this into eip712Meta.
          ...(network.stack === 'zksync' ? { gasPerPubdata: withZkSyncDefaults({}).gasPerPubdata } : {}),
        })
      } catch (error) {
        throw toWagmiRequestError(error)
      }
    },

    async estimateFee({ network, ...transaction }) {
      const client = publicClient(network)
      return (await fees()).estimateFee(client, transaction)
    },

    async previewCalls(parameters) {
      const client = publicClient(parameters.network)
      return (await previews()).previewCallsOn(client, parameters)
    },

    async buildTokenTransfer(parameters) {
      configuredChainId(parameters.network)
      return (await tokenTransfers()).buildTokenTransfer(parameters)
    },

    async waitForTransaction(parameters) {
      // viem's wait, not wagmi's: wagmi's throws on a revert, where a status is the answer here.
      return waitForReceipt(publicClient(parameters.network), parameters)
    },

    async verifySignature({ network, ...signed }) {
      const client = publicClient(network)
      const { verifyEip155Signature } = await import('../actions/verifyEip155Signature.js')
      return verifyEip155Signature(signed, client)
    },

    async getAtomicCapability({ connectorId, network, address }) {
      const provider = await walletProvider(connectorId)
      return (await batches()).getAtomicCapability(provider, { network, address })
    },

    async sendCalls(parameters) {
      configuredChainId(parameters.network)
      const provider = await walletProvider(parameters.connectorId)
      return (await batches()).sendCalls(provider, parameters)
    },

    async getCallsStatus({ connectorId, id }) {
      const provider = await walletProvider(connectorId)
      return (await batches()).getCallsStatus(provider, id)
    },

    getProvider: (connectorId) => catalog.provider(connectorId),

    teardown() {
      stopAll()
      arrivals.stop()
    },
  }
}
