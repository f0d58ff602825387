import type {
  AlertCode,
  CaipNetwork,
  Clock,
  DappMetadata,
  Logger,
  NetworkNamespace,
  PairingState,
  SharedConnectorSignIn,
} from '@sigil/core'
import { createError, WALLETCONNECT_RELAY_LOST } from '@sigil/core/internal'
import UniversalProvider from '@walletconnect/universal-provider'
import { createPairingKeeper } from '../pairingKeeper.js'
import { alertForProviderError } from '../providerAlerts.js'
import { buildConnectRequest } from '../sessionRequest.js'
import type { SdkStorage } from '../walletConnect.js'
import { keptWithSession } from './keptWithSession.js'
import { connectAndSignIn } from './oneClickConnect.js'
import { pairingTopicOf, watchPairingUris } from './pairingUris.js'
import { closeSdk, endPairing } from './sdkLifecycle.js'

export type SessionEvent =
  | { type: 'accountsChanged'; namespace: NetworkNamespace; addresses: string[] }
  | { type: 'chainChanged'; namespace: NetworkNamespace; chainId: string }
  | { type: 'disconnect' }

export type WalletConnectSessionOptions = {
  projectId: string
  relayUrl: string
  metadata: DappMetadata
  storage?: SdkStorage
  storagePrefix?: string
  networks: readonly CaipNetwork[]
  clock: Clock
  logger: Logger
  pairingLifetimeMs: number
  onPairing(pairing: PairingState): void
  /** Shows an alert once (R-ERR-21): SDK errors that name a service problem become one. */
  raiseAlert(code: AlertCode): void
  onEvent(event: SessionEvent): void
}

/** The relay dropped while a pairing was on show: the QR is dead, a retry makes a new one. */
const relayLost = () => createError(WALLETCONNECT_RELAY_LOST)

export type WalletConnectSession = Awaited<ReturnType<typeof openWalletConnectSession>>

/**
 * The protocol's own dApp SDK, set up for Sigil: verification and telemetry off, reads on the
 * configured RPC URLs, a stored session restored as it is. Everything WalletConnect-specific
 * the connector needs goes through here, so this is the only module that loads the SDK.
 */
export async function openWalletConnectSession(options: WalletConnectSessionOptions) {
  const provider = await UniversalProvider.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    metadata: { ...options.metadata, icons: [...options.metadata.icons] },
    telemetryEnabled: false,
    ...(options.storage === undefined ? {} : { storage: options.storage }),
    ...(options.storagePrefix === undefined ? {} : { customStoragePrefix: options.storagePrefix }),
    logger: 'error',
  })
  // The SDK would otherwise reach a verification service for every proposal and request.
  const verify = provider.client.core.verify
  verify.register = async () => ''
  verify.resolve = async () => undefined as never

  const sessionTopic = () => provider.session?.topic
  // Namespace faces other than eip155 (Solana) listen here once they are in use.
  const listeners = new Set<(event: SessionEvent) => void>()
  const emit = (event: SessionEvent) => {
    options.onEvent(event)
    for (const listener of listeners) listener(event)
  }
  provider.on(
    'session_event',
    (args: { params: { event: { name: string; data: unknown }; chainId: string } }) => {
      const { event, chainId } = args.params
      const namespace = chainId.split(':')[0] as NetworkNamespace
      if (event.name === 'chainChanged') {
        const reference = String(event.data).replace(/^.*:/, '')
        const id = /^0x/i.test(reference) ? String(Number.parseInt(reference, 16)) : reference
        emit({ type: 'chainChanged', namespace, chainId: id })
      } else if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
        emit({
          type: 'accountsChanged',
          namespace,
          addresses: event.data.map((account) => String(account).split(':').pop() ?? ''),
        })
      }
    },
  )
  provider.on('session_update', () => {
    for (const namespace of Object.keys(provider.session?.namespaces ?? {}) as NetworkNamespace[]) {
      emit({ type: 'accountsChanged', namespace, addresses: addresses(namespace) })
    }
  })
  const kept = keptWithSession(provider.client.core.storage, {
    prefix: options.storagePrefix ?? '',
    topic: sessionTopic,
    logger: options.logger,
  })
  provider.on('session_delete', () => {
    void kept.clear()
    emit({ type: 'disconnect' })
  })
  provider.client.on('session_expire', ({ topic }: { topic: string }) => {
    if (topic !== sessionTopic()) return
    void kept.clear()
    emit({ type: 'disconnect' })
  })

  const accountsOf = (namespace: NetworkNamespace): string[] =>
    provider.session?.namespaces[namespace]?.accounts ?? []

  const chainId = (namespace: NetworkNamespace): string | undefined => {
    const current = provider.rpcProviders[namespace]?.getDefaultChain?.()
    if (current) return String(current).replace(/^.*:/, '')
    return accountsOf(namespace)[0]?.split(':')[1]
  }

  function addresses(namespace: NetworkNamespace): string[] {
    const chain = chainId(namespace)
    const onChain = accountsOf(namespace).filter((account) => account.split(':')[1] === chain)
    return [
      ...new Set((onChain.length > 0 ? onChain : accountsOf(namespace)).map((a) => a.split(':')[2] ?? '')),
    ]
  }

  const relayer = provider.client.core.relayer
  let closed = false
  // Attempts waiting for their pairing's URI take them in the order they started (a pairing made
  // ahead may still be in the making when a sign-in starts).
  const waitingForUri: ((uri: string) => void)[] = []
  // Pairing topics whose URI went out early, so the SDK's own announcement of it is not taken again.
  const early = new Set<string>()
  watchPairingUris(provider, (uri, topic) => {
    early.add(topic)
    waitingForUri.shift()?.(uri)
  })
  // Pairings whose proposal is on the relay (the SDK announces a URI once it is).
  const published = new Set<string>()
  // The SDK's own announcement, once the proposal is on the relay: the URI went out already unless
  // the early one could not be read.
  provider.on('display_uri', (uri: string) => {
    const topic = pairingTopicOf(uri)
    if (topic !== undefined) published.add(topic)
    if (topic !== undefined && early.delete(topic)) return
    waitingForUri.shift()?.(uri)
  })
  /** Runs one SDK pairing call, handing its URI over as soon as the SDK shows it. */
  const attempt =
    (run: () => Promise<unknown>) =>
    (onUri: (uri: string) => void): Promise<unknown> => {
      waitingForUri.push(onUri)
      return run().finally(() => {
        const index = waitingForUri.indexOf(onUri)
        if (index >= 0) waitingForUri.splice(index, 1)
      })
    }
  const keeperOptions = {
    clock: options.clock,
    lifetimeMs: options.pairingLifetimeMs,
    // Once closed, nothing may reach the relay: any request would open the socket again.
    discard: (uri: string) => {
      published.delete(pairingTopicOf(uri) ?? '')
      if (!closed) endPairing(provider, uri)
    },
    onError: (error: unknown) => {
      const code = alertForProviderError(error)
      if (code !== undefined) options.raiseAlert(code)
    },
  }
  // The connect pairing, which a wallet list on show gets ready before the pick.
  const connecting = createPairingKeeper({
    ...keeperOptions,
    start: attempt(() => provider.connect(buildConnectRequest(options.networks))),
  })
  const keepers = new Set([connecting])
  // A relay that drops ends what is shown (the QR is dead) and what was made ahead.
  const onRelayLost = () => {
    for (const keeper of keepers) keeper.fail(relayLost())
  }
  relayer.on('relayer_disconnect', onRelayLost)

  /**
   * Shows pairings until a wallet approves one. A pairing is replaced by a fresh one when it
   * counts as expired (R-WC-02, R-WC-05), without the person doing anything; a relay that drops
   * while a pairing is on show ends the attempt with WALLETCONNECT_RELAY_LOST.
   */
  const pair = async (start: () => Promise<unknown>): Promise<void> => {
    // Another flow takes the pairing over: the SDK unsubscribes every pending pairing first.
    connecting.dropReady()
    const keeper = createPairingKeeper({ ...keeperOptions, start: attempt(start) })
    keepers.add(keeper)
    try {
      await keeper.connect(options.onPairing)
    } finally {
      keepers.delete(keeper)
    }
  }

  return {
    onEvent(listener: (event: SessionEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    hasSession: () => provider.session !== undefined,
    addresses,
    /** The methods the wallet approved for a namespace of the session. */
    methods: (namespace: NetworkNamespace): readonly string[] =>
      provider.session?.namespaces[namespace]?.methods ?? [],
    chainId,
    /**
     * Pairs until a wallet approves. With `signIn`, a wallet that supports it signs in with the
     * same approval (one-click): that proposal carries the sign-in request, so it is its own
     * pairing and the one made ahead is dropped; without, the pairing made ahead is shown at once.
     */
    connect: (signIn?: SharedConnectorSignIn) =>
      connectAndSignIn({
        connect: async (request) => {
          if (request === undefined) await connecting.connect(options.onPairing)
          else await pair(() => provider.connect(buildConnectRequest(options.networks, request)))
        },
        signedIn: () => provider.session?.authentication ?? [],
        signIn,
        networks: options.networks,
        logger: options.logger,
      }),
    /**
     * Keeps a pairing made and fresh ahead of the pick while a wallet list is on show, so the
     * pick shows its QR code at once ("the pairing uri ready before the tap"); call the result
     * when the list is gone. Nothing is made while a session exists.
     */
    prepare: (): (() => void) => (provider.session === undefined ? connecting.hold() : () => {}),
    /** The pairing made ahead (or being shown), once its proposal is on the relay. */
    readyPairing: () => {
      const uri = connecting.readyUri()
      return uri !== undefined && published.has(pairingTopicOf(uri) ?? '') ? uri : undefined
    },
    /** Closes the relay socket and stops the SDK's timers; the page's session stays stored. */
    close: async () => {
      closed = true
      relayer.off('relayer_disconnect', onRelayLost)
      for (const keeper of keepers) keeper.fail(new Error('The WalletConnect connector was closed'))
      await closeSdk(provider, options.storagePrefix)
    },
    request: (namespace: NetworkNamespace, chain: string, method: string, params: unknown) =>
      provider.request({ method, params: params as object }, `${namespace}:${chain}`),
    /**
     * Sends a request to the wallet itself. The SDK's own EIP-1193 layer answers a switch to a
     * chain of the session locally, so the phone would never follow the page.
     */
    askWallet: (namespace: NetworkNamespace, chain: string, method: string, params: unknown) => {
      const topic = sessionTopic()
      if (topic === undefined) return Promise.reject(new Error('There is no WalletConnect session'))
      return provider.client.request({ topic, chainId: `${namespace}:${chain}`, request: { method, params } })
    },
    /** Keeps a value beside the session, for a reload that restores it (see keptWithSession). */
    keep: (name: string, value: unknown): Promise<void> => kept.set(name, value),
    /** A value kept beside this session; nothing for another session's. Storage input: check it. */
    kept: (name: string): Promise<unknown> => kept.get(name),
    setChain: (namespace: NetworkNamespace, chain: string) =>
      provider.setDefaultChain(`${namespace}:${chain}`),
    disconnect: async () => {
      if (provider.session === undefined) return
      await provider.disconnect()
      await kept.clear()
      // The SDK tells only the wallet: every namespace the session served ends with it here too.
      emit({ type: 'disconnect' })
    },
    /**
     * Ends the session on this side only, after the wallet could not be told (offline, relay
     * gone): the page is disconnected, so the SDK must not bring the session back on reload or
     * answer a later pick with it.
     */
    forget: async () => {
      const topic = sessionTopic()
      if (topic === undefined) return
      provider.session = undefined
      await provider.client.session.delete(topic, { code: 6000, message: 'User disconnected.' })
      await kept.clear()
      emit({ type: 'disconnect' })
    },
  }
}
