import { type AdapterConnection, type AdapterContext, type ChainAdapter, isSigilError } from '@sigil/core'
import { createError, FAILED_TO_CONNECT, INVALID_ADDRESS, loadOnce } from '@sigil/core/internal'
import type { TypedDataDefinition } from 'viem'
import { requestConnection } from './actions/requestConnection.js'
import { parseWalletChainId } from './chain/evmChainId.js'
import { createConnectorRegistry } from './discovery/connectorRegistry.js'
import { currentWindow } from './discovery/discoveryWindow.js'
import { listenForAnnouncements } from './discovery/listenForAnnouncements.js'
import { walletArrivals } from './discovery/walletArrivals.js'
import { watchInjectedProvider } from './discovery/watchInjectedProvider.js'
import type { Eip1193Provider } from './eip1193.js'
import { toConnectError } from './errors/toConnectError.js'
import type { EvmAdapter, EvmAdapterOptions } from './evmAdapter.js'
import { type HostWindow, mayBeHosted } from './host/mayBeHosted.js'
import { isHexAddress } from './session/isHexAddress.js'
import { subscribeToProvider } from './session/subscribeToProvider.js'

/** Safe{Wallet}'s own origin: the host a Safe app answers by default. */
const SAFE_ORIGINS = [/^https:\/\/app\.safe\.global$/]

/** The adapter `evm()` loads, with every optional member of a ChainAdapter present. */
export type LoadedEvmAdapter = EvmAdapter &
  Required<
    Pick<
      ChainAdapter,
      | 'addConnector'
      | 'getChainId'
      | 'estimateFee'
      | 'previewCalls'
      | 'connectHost'
      | 'getAtomicCapability'
      | 'sendCalls'
      | 'getCallsStatus'
    >
  >

/** What `evm()` loads on setup (or sooner, when the client asks: `prefetch`): discovery, sessions and the EVM calls. */
export function createEvmAdapter(options: EvmAdapterOptions = {}): LoadedEvmAdapter {
  const registry = createConnectorRegistry(options.excludeWallets ?? [], (info) =>
    context?.logger.warn(`Ignored a second wallet announcing rdns ${info.rdns} as "${info.name}"`),
  )
  // Reads, typed data and transactions pull in most of viem; they load on first use so a page
  // that only shows the button and reconnects pays for discovery and EIP-1193 calls alone.
  const fees = loadOnce(() => import('./actions/estimateFee.js'))
  const publicClients = loadOnce(async () =>
    (await import('./transport/publicClients.js')).createPublicClients(options.transports),
  )
  const signing = loadOnce(() => import('./actions/signTypedData.js'))
  const messages = loadOnce(() => import('./actions/signMessage.js'))
  const switching = loadOnce(() => import('./actions/switchChain.js'))
  const units = loadOnce(() => import('./actions/formatBalance.js'))
  const sending = loadOnce(() => import('./actions/sendTransaction.js'))
  const tokenTransfers = loadOnce(() => import('./actions/buildTokenTransfer.js'))
  const receipts = loadOnce(() => import('./actions/waitForTransaction.js'))
  const previews = loadOnce(() => import('./simulate/previewCalls.js'))
  const signatures = loadOnce(() => import('./actions/verifyEip155Signature.js'))
  const batches = loadOnce(() => import('./calls/walletCalls.js'))
  const sessions = new Map<string, () => void>()
  let context: AdapterContext | undefined
  let stopDiscovery: (() => void) | undefined
  let arrivals = walletArrivals(undefined)

  const providerFor = (connectorId: string): Eip1193Provider => {
    const provider = registry.provider(connectorId)
    if (!provider)
      throw createError(FAILED_TO_CONNECT, undefined, { details: `no wallet for connector ${connectorId}` })
    return provider
  }

  const startSession = (connectorId: string, provider: Eip1193Provider): void => {
    sessions.get(connectorId)?.()
    const emit = context?.emit ?? (() => {})
    sessions.set(connectorId, subscribeToProvider(provider, connectorId, emit))
  }

  const endSession = (connectorId: string): void => {
    sessions.get(connectorId)?.()
    sessions.delete(connectorId)
  }

  const open = async (connectorId: string, prompt: boolean): Promise<AdapterConnection> => {
    const provider = providerFor(connectorId)
    const { accounts, chainId } = await requestConnection(provider, prompt)
    if (accounts.length === 0) {
      throw createError(FAILED_TO_CONNECT, undefined, { details: 'the wallet returned no accounts' })
    }
    if (Number.isNaN(chainId)) {
      throw createError(FAILED_TO_CONNECT, undefined, { details: 'the wallet reported no valid chain id' })
    }
    startSession(connectorId, provider)
    return { connectorId, accounts, chainId }
  }

  return {
    namespace: 'eip155',

    setup(adapterContext) {
      context = adapterContext
      stopDiscovery?.()
      arrivals.stop()
      const target = options.window ?? currentWindow()
      arrivals = walletArrivals(target)
      if (!target) return
      const notify = () => {
        arrivals.changed()
        adapterContext.emit({ type: 'connectorsChanged' })
      }
      const stopInjected =
        options.injected === false
          ? () => {}
          : watchInjectedProvider(target, (provider) => {
              if (registry.setInjected(provider)) notify()
            })
      const stopAnnouncements = listenForAnnouncements(target, adapterContext.logger, (announcement) => {
        if (registry.addAnnounced(announcement)) notify()
      })
      stopDiscovery = () => {
        stopInjected()
        stopAnnouncements()
      }
    },

    getConnectors: () => registry.list(),

    addConnector(connector) {
      const remove = registry.addExternal(connector)
      if (remove === undefined) {
        context?.logger.warn(`Connector ${connector.id} has no EIP-1193 provider; it is not offered`)
        return () => undefined
      }
      arrivals.changed()
      context?.emit({ type: 'connectorsChanged' })
      return () => {
        remove()
        context?.emit({ type: 'connectorsChanged' })
      }
    },

    async connect({ connectorId }) {
      try {
        return await open(connectorId, true)
      } catch (error) {
        throw toConnectError(error)
      }
    },

    async reconnect({ connectorId }) {
      try {
        // A remembered wallet whose extension runs late is not on the page yet: it is waited for.
        await arrivals.waitFor(() => registry.provider(connectorId))
        return await open(connectorId, false)
      } catch (error) {
        throw toConnectError(error)
      }
    },

    async disconnect({ connectorId }) {
      const provider = registry.provider(connectorId)
      endSession(connectorId)
      if (!provider) return
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch (error) {
        // A WalletConnect session the wallet could not be told about ends with words for the person.
        if (isSigilError(error, 'FAILED_TO_DISCONNECT_CHAINS')) throw error
        // Many wallets do not implement revoking; the local session is gone either way.
        context?.logger.debug('wallet_revokePermissions failed', error)
      }
    },

    async switchNetwork({ connectorId, network }) {
      const provider = providerFor(connectorId)
      return (await switching()).switchChain(provider, network)
    },

    async getChainId({ connectorId }) {
      return parseWalletChainId(await providerFor(connectorId).request({ method: 'eth_chainId' }))
    },

    async getBalance({ address, network }) {
      if (!isHexAddress(address)) throw createError(INVALID_ADDRESS, undefined, { details: address })
      const [clients, { formatBalance }] = await Promise.all([publicClients(), units()])
      const wei = await clients.get(network).getBalance({ address })
      return {
        balance: formatBalance(wei, network.nativeCurrency.decimals),
        symbol: network.nativeCurrency.symbol,
      }
    },

    async signMessage({ connectorId, address, message }) {
      const provider = providerFor(connectorId)
      return (await messages()).signMessage(provider, address, message)
    },

    async signTypedData({ connectorId, address, typedData }) {
      const provider = providerFor(connectorId)
      return (await signing()).signTypedData(provider, address, typedData as TypedDataDefinition)
    },

    async sendTransaction(parameters) {
      const provider = providerFor(parameters.connectorId)
      return (await sending()).sendTransaction(provider, parameters)
    },

    async estimateFee({ network, ...transaction }) {
      const [clients, { estimateFee }] = await Promise.all([publicClients(), fees()])
      return estimateFee(clients.get(network), transaction)
    },

    async previewCalls(parameters) {
      const [clients, { previewCallsOn }] = await Promise.all([publicClients(), previews()])
      return previewCallsOn(clients.get(parameters.network), parameters)
    },

    async buildTokenTransfer(parameters) {
      return (await tokenTransfers()).buildTokenTransfer(parameters)
    },

    async waitForTransaction(parameters) {
      const [clients, { waitForTransaction }] = await Promise.all([publicClients(), receipts()])
      return waitForTransaction(clients.get(parameters.network), parameters)
    },

    async verifySignature({ network, ...signed }) {
      const [clients, { verifyEip155Signature }] = await Promise.all([publicClients(), signatures()])
      return verifyEip155Signature(signed, clients.get(network))
    },

    async connectHost({ contexts }) {
      const target = (options.window ?? currentWindow()) as (HostWindow & object) | undefined
      // A page in no frame and no web view is in no host: nothing of any host's code loads.
      if (!target || !mayBeHosted(target, contexts)) return undefined
      const { detectHost } = await import('./host/detectHost.js')
      const host = await detectHost(target, contexts, { safeOrigins: options.safeOrigins ?? SAFE_ORIGINS })
      if (!host) return undefined
      registry.addExternal(host.connector)
      context?.emit({ type: 'connectorsChanged' })
      try {
        const connection = await open(host.connector.id, true)
        return host.profile ? { ...connection, profile: host.profile } : connection
      } catch (error) {
        throw toConnectError(error)
      }
    },

    async getAtomicCapability({ connectorId, ...parameters }) {
      const provider = providerFor(connectorId)
      return (await batches()).getAtomicCapability(provider, parameters)
    },

    async sendCalls(parameters) {
      const provider = providerFor(parameters.connectorId)
      return (await batches()).sendCalls(provider, parameters)
    },

    async getCallsStatus({ connectorId, id }) {
      const provider = providerFor(connectorId)
      return (await batches()).getCallsStatus(provider, id)
    },

    getProvider: (connectorId) => registry.provider(connectorId),

    teardown() {
      stopDiscovery?.()
      stopDiscovery = undefined
      arrivals.stop()
      for (const connectorId of [...sessions.keys()]) endSession(connectorId)
    },
  }
}
