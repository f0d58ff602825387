import type { DappMetadata, NetworkNamespace, SharedConnector, SharedConnectorContext } from '@sigil/core'
import {
  createError,
  UNSUPPORTED_CHAIN_NAMESPACE,
  WALLETCONNECT_CONNECTOR_NOT_FOUND,
} from '@sigil/core/internal'
import type { createBitcoinWallet } from './bitcoinWallet.js'
import { createEip155Provider } from './eip155Provider.js'
import { PAIRING_LIFETIME_MS } from './pairingExpiry.js'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'
import type { createSolanaWallet } from './solanaWallet.js'

export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

/** Options of `walletConnect()`: the project, the relay and the app's metadata among them. */
export type WalletConnectOptions = {
  projectId: string
  /** The relay's WebSocket URL (`services.relayUrl`; devnet serves one). */
  relayUrl: string
  metadata: DappMetadata
  /** How long a pairing lives (default 4 minutes, R-WC-05); tests shorten it. */
  pairingLifetimeMs?: number
  imageUrl?: string
  /** Where the SDK keeps its session (default: the browser's IndexedDB); tests pass a memory store. */
  sdkStorage?: SdkStorage
  /** Separates this SDK instance's storage and state from others in the same page or process. */
  sdkStoragePrefix?: string
  /**
   * Namespaces served beside eip155, each by its face from this package:
   * `{ solana: walletConnectSolana, bitcoin: walletConnectBitcoin }`. Named, not built in, so an
   * EVM page carries none of them.
   */
  namespaces?: { solana?: typeof createSolanaWallet; bitcoin?: typeof createBitcoinWallet }
}

/** The key-value shape the SDK stores its sessions in. */
export type SdkStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The phone-wallet connector `walletConnect()` returns, for `createSigil({ connectors })`. */
export type WalletConnectConnector = SharedConnector & {
  /** Whether the SDK found a stored session (only after it has loaded). */
  isLoaded(): boolean
  standby(): () => void
  destroy(): void
  /** The URI of the pairing made ahead of the pick (`standby`) or on show, once its proposal is on the relay. */
  readyPairing(): string | undefined
}

/**
 * The SDK's code and what a session needs beside it (the EIP-1193 face's answers), fetched and
 * evaluated; nothing is started. One fetch per page, shared by every connector.
 */
const sdkCode = () => Promise.all([import('./sdk/walletConnectSession.js'), import('./eip155Requests.js')])

/**
 * The WalletConnect connector: phone wallets by QR code and deep link, for every namespace
 * whose adapter takes shared connectors. Nothing here loads the SDK; its code loads (and its
 * browser database opens) on `prefetch()` (at idle, or on a person's intent), and it starts on the first request, on
 * `preload()` or `standby()`, or at start-up when a stored connection reconnects through it.
 */
export function walletConnect(options: WalletConnectOptions): WalletConnectConnector {
  let context: SharedConnectorContext | undefined
  let loading: Promise<WalletConnectSession> | undefined
  let destroyed = false
  let opened: WalletConnectSession | undefined
  /** In a browser without the app's store: the SDK's own database, opened once (nothing read). */
  let database: Promise<SdkStorage> | undefined
  const openDatabase = (): Promise<SdkStorage> | undefined => {
    if (options.sdkStorage !== undefined || typeof indexedDB === 'undefined') return undefined
    if (database === undefined) {
      const opening = import('./sdk/sdkStorage.js').then(({ openSdkDatabase }) => openSdkDatabase())
      database = opening
      // A database that failed to open is opened again next time.
      opening.catch(() => {
        if (database === opening) database = undefined
      })
    }
    return database
  }
  /**
   * Where the SDK keeps its sessions: the app's store, or in a browser the SDK's own, opened ahead
   * or in parallel with the SDK's chunk and read when the session opens (elsewhere the SDK picks
   * its default itself).
   */
  const storage = (): Promise<SdkStorage | undefined> => {
    if (options.sdkStorage !== undefined) return Promise.resolve(options.sdkStorage)
    const opened = openDatabase()
    if (opened === undefined) return Promise.resolve(undefined)
    return Promise.all([import('./sdk/sdkStorage.js'), opened]).then(([{ openSdkStorage }, db]) =>
      openSdkStorage(db),
    )
  }
  let fetched: Promise<void> | undefined
  const session = (): Promise<WalletConnectSession> => {
    const ctx = context
    if (ctx === undefined || destroyed) return Promise.reject(createError(WALLETCONNECT_CONNECTOR_NOT_FOUND))
    // The EIP-1193 face's answers come with the SDK, so a request after a standby waits on nothing.
    loading ??= Promise.all([
      import('./sdk/walletConnectSession.js'),
      storage(),
      import('./eip155Requests.js'),
    ])
      .then(([{ openWalletConnectSession }, storage]) =>
        openWalletConnectSession({
          projectId: options.projectId,
          relayUrl: options.relayUrl,
          metadata: options.metadata,
          ...(storage === undefined ? {} : { storage }),
          ...(options.sdkStoragePrefix === undefined ? {} : { storagePrefix: options.sdkStoragePrefix }),
          networks: ctx.networks,
          clock: ctx.clock,
          logger: ctx.logger,
          pairingLifetimeMs: options.pairingLifetimeMs ?? PAIRING_LIFETIME_MS,
          onPairing: ctx.onPairing,
          raiseAlert: ctx.raiseAlert,
          onEvent: (event) => {
            if (event.type === 'disconnect') eip155.emit('disconnect', undefined)
            else if (event.namespace !== 'eip155') return
            else if (event.type === 'accountsChanged') eip155.emit('accountsChanged', event.addresses)
            else eip155.emit('chainChanged', `0x${Number(event.chainId).toString(16)}`)
          },
        }),
      )
      .then((session) => (opened = session))
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }

  const host = {
    session,
    // With sign-in configured the client offers `signIn`: one approval connects and signs in.
    connect: async () => (await session()).connect(context?.signIn),
    networks: () => context?.networks ?? [],
  }
  const eip155 = createEip155Provider(host)
  const solana = options.namespaces?.solana?.(host)
  const bip122 = options.namespaces?.bitcoin?.(host)
  // The namespaces served, each by its face: eip155 always, others when the app named them.
  const faces = { eip155, ...(solana ? { solana } : {}), ...(bip122 ? { bip122 } : {}) }

  return {
    id: WALLET_CONNECT_CONNECTOR_ID,
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    ...(options.imageUrl === undefined ? {} : { imageUrl: options.imageUrl }),
    namespaces: Object.keys(faces) as NetworkNamespace[],
    setup(sharedContext) {
      context = sharedContext
    },
    provider(namespace) {
      const face = faces[namespace as 'eip155']
      if (face) return face
      throw createError(UNSUPPORTED_CHAIN_NAMESPACE)
    },
    prefetch() {
      // The database opens beside the code; a failure there is the session's to report.
      openDatabase()?.catch(() => undefined)
      // A failed fetch is fetched again by the next call (or by the session itself).
      fetched ??= sdkCode().then(
        () => undefined,
        (error: unknown) => {
          fetched = undefined
          throw error
        },
      )
      return fetched
    },
    async preload() {
      await session()
    },
    standby() {
      let gone = false
      // A failure is not the person's: the pick itself loads again and reports.
      const held = session().then(
        (ready) => (gone ? undefined : ready.prepare()),
        () => undefined,
      )
      return () => {
        gone = true
        held.then((release) => release?.())
      }
    },
    destroy() {
      destroyed = true
      loading?.then((ready) => ready.close()).catch(() => {})
      loading = opened = undefined
    },
    isLoaded: () => opened !== undefined,
    readyPairing: () => opened?.readyPairing(),
  }
}
