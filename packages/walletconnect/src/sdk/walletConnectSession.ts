import type { CaipNetwork, Clock, DappMetadata, Logger, NetworkNamespace, PairingState } from '@sigil/core'
import UniversalProvider from '@walletconnect/universal-provider'
import { pairingExpiresAt, pairingRefreshDelay } from '../pairingExpiry.js'
import { type AuthenticateRequest, buildAuthenticateRequest, buildConnectRequest } from '../sessionRequest.js'
import type { SdkStorage } from '../walletConnect.js'

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
  onProviderError(error: unknown): void
  onEvent(event: SessionEvent): void
}

/** The relay dropped while a pairing was on show: the QR is dead, a retry makes a new one. */
export class RelayLostError extends Error {
  constructor() {
    super('The connection to the WalletConnect relay was lost. Check your connection and try again.')
    this.name = 'RelayLostError'
  }
}

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
  provider.on('session_delete', () => emit({ type: 'disconnect' }))
  provider.client.on('session_expire', ({ topic }: { topic: string }) => {
    if (topic === sessionTopic()) emit({ type: 'disconnect' })
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

  /**
   * Shows pairings until a wallet approves one. A pairing is replaced by a fresh one when it
   * counts as expired (R-WC-02, R-WC-05), without the person doing anything; a relay that drops
   * while a pairing is on show ends the attempt with RelayLostError.
   */
  const pair = (start: () => Promise<unknown>): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let attempt = 0
      let timer: unknown
      let done = false
      const relayer = provider.client.core.relayer
      const finish = (error?: unknown) => {
        if (done) return
        done = true
        options.clock.clearTimeout(timer)
        provider.off('display_uri', onUri)
        relayer.off('relayer_disconnect', onRelayLost)
        options.onPairing(undefined)
        if (error === undefined) resolve()
        else reject(error)
      }
      const onUri = (uri: string) => {
        options.onPairing({
          uri,
          expiresAt: pairingExpiresAt(options.clock.now(), options.pairingLifetimeMs),
        })
        options.clock.clearTimeout(timer)
        timer = options.clock.setTimeout(next, pairingRefreshDelay(options.pairingLifetimeMs))
      }
      const onRelayLost = () => finish(new RelayLostError())
      const next = () => {
        const mine = ++attempt
        start().then(
          () => finish(),
          (error: unknown) => {
            // An attempt replaced by a fresh pairing may fail later; only the current one counts.
            if (mine !== attempt) return
            options.onProviderError(error)
            finish(error)
          },
        )
      }
      provider.on('display_uri', onUri)
      relayer.on('relayer_disconnect', onRelayLost)
      next()
    })

  return {
    onEvent(listener: (event: SessionEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    hasSession: () => provider.session !== undefined,
    addresses,
    chainId,
    connect: () => pair(() => provider.connect(buildConnectRequest(options.networks))),
    authenticate: (message: Omit<AuthenticateRequest, 'chains' | 'methods'>) => {
      let result: unknown
      return pair(async () => {
        result = await provider.authenticate(buildAuthenticateRequest(options.networks, message))
      }).then(() => result)
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
    setChain: (namespace: NetworkNamespace, chain: string) =>
      provider.setDefaultChain(`${namespace}:${chain}`),
    disconnect: async () => {
      if (provider.session !== undefined) await provider.disconnect()
    },
  }
}
