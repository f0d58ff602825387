import type { PendingTransactions } from '../activity/pendingTransactions.js'
import type { Account, AccountType, ChainAdapter, Connector, HostContexts } from '../adapter.js'
import type { AuthConnectorLoader } from '../auth/authConnector.js'
import type { CaipAddress, CaipNetwork, CaipNetworkId, NetworkNamespace } from '../caip/types.js'
import type { PendingCallsState } from '../calls/pendingCalls.js'
import type { Clock } from '../clock/clock.js'
import type { CustomWallet } from '../connectors/customWallets.js'
import type { AlertCode } from '../errors/catalogue.js'
import type { SigilError } from '../errors/SigilError.js'
import type { LogLevelName, LogSink } from '../logger/index.js'
import type { SharedConnector } from '../sharedConnector.js'
import type { SiweConfig } from '../siwx/siweConfig.js'
import type { SiwxConfig, SiwxMessage, SiwxMessageRequest, SiwxSession } from '../siwx/types.js'
import type { KeyValueStorage } from '../storage/keyValueStorage.js'
import type { ConnectParameters, ConnectReturnType } from './actions/connect.js'
import type { DisconnectParameters, DisconnectReturnType } from './actions/disconnect.js'
import type { OpenReturnType } from './actions/open.js'
import type { RefreshBalanceParameters, RefreshBalanceReturnType } from './actions/refreshBalance.js'
import type { SendTransactionParameters, SendTransactionReturnType } from './actions/sendTransaction.js'
import type { SignMessageParameters, SignMessageReturnType } from './actions/signMessage.js'
import type { SwitchNetworkParameters, SwitchNetworkReturnType } from './actions/switchNetwork.js'
import type { SwitchFailure } from './switchFailure.js'
import type { View } from './views.js'

export type ThemeMode = 'light' | 'dark'
export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'
export type ConnectMethod = 'email' | 'social' | 'wallet'
export type ConnectorGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** The feature switches (spec §4 remote features, §9 defaults). */
export type Features = {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: boolean
  onramp: boolean
  activity: boolean
  send: boolean
  receive: boolean
  analytics: boolean
  pay: boolean
  reownBranding: boolean
  multiWallet: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
  connectorGroupOrder?: readonly ConnectorGroup[]
}

export type DappMetadata = { name: string; description: string; url: string; icons: readonly string[] }

/**
 * Base URLs of the third-party services (spec §7): `reownCloud()` names the hosted ones, devnet
 * serves local versions. From them `createSigil` wires, each only when named: the wallet list
 * and the project's remote features (registry), analytics, tokens, NFTs, activity, names, swaps
 * and onramp (blockchain service), email and social login (secure site).
 */
export type ServiceUrls = {
  /** The wallet registry: wallet list and images, the project's features, the analytics switch. */
  registryUrl?: string
  /** The blockchain service: balances, tokens, NFTs, activity, names, swaps, onramp. */
  blockchainUrl?: string
  /** The analytics intake (`POST /e`); events are sent while the `analytics` feature is on. */
  analyticsUrl?: string
  /** The WalletConnect relay, for reference: phone wallets pair through `walletConnect({ relayUrl })`. */
  relayUrl?: string
  /** The embedded wallet's secure site; with it, email and social login load `@sigil/embedded-wallet`. */
  embeddedWalletUrl?: string
}

/** The remote project configuration, as the registry client returns it. */
export type RemoteProjectConfig = { features: Partial<Features> }

// The clock and the storage are defined below the client (services and storage use them too).
export type { Clock, KeyValueStorage }

/** One locale's replacement words: a text, or plural forms (`one`, `other` ...) for a counted message. */
export type MessageOverrides = {
  readonly [key: string]: string | { readonly [form: string]: string | undefined }
}

export type SigilConfig = {
  projectId: string
  /** The app's name, description, URL and icons (checked at start-up; one that does not fit is left off and logged). */
  metadata?: DappMetadata
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
  adapters?: readonly ChainAdapter[]
  /** Connectors that serve several adapters' namespaces (WalletConnect); see SharedConnector. */
  connectors?: readonly SharedConnector[]
  features?: Partial<Features>
  /** Sign in with X: `createSiwx()` from `@sigil/core/siwx`, or the app's own SiwxConfig. */
  siwx?: SiwxConfig
  /** Legacy sign-in-with-Ethereum config, adapted to `siwx`; cannot be combined with it. */
  siweConfig?: SiweConfig
  services?: ServiceUrls
  themeMode?: ThemeMode
  /**
   * The modal's language (a BCP 47 tag, matched by language: pt-PT reads pt-BR). Unset, the
   * page's `<html lang>` then the browser's languages choose; English when none is served.
   */
  locale?: string
  /** Any of the modal's words, per locale: `{ de: { 'title.Connect': 'Wallet verbinden' } }` (typed in @sigil/react). */
  messages?: { readonly [locale: string]: MessageOverrides }
  themeVariables?: Record<string, string | number>
  /** Reconnect a stored connection at start (default true). */
  reconnect?: boolean
  /** Let the wallet stay on a network outside `networks` without opening UnsupportedChain. */
  allowUnsupportedChain?: boolean
  /** Offer network switching in the UI (default true). */
  enableNetworkSwitch?: boolean
  enableEmbedded?: boolean
  enableAppend?: boolean
  /** Wallets never offered, by rdns or by name (spec §6). */
  excludeWallets?: readonly string[]
  featuredWalletIds?: readonly string[]
  includeWalletIds?: readonly string[]
  /** The app's own wallets, listed in Connect's `custom` group (checked at start-up; a list that does not fit is left off and logged). */
  customWallets?: readonly CustomWallet[]
  /** Fetches the remote project configuration; by default the registry of `services.registryUrl`. */
  fetchRemoteConfig?: () => Promise<RemoteProjectConfig>
  storage?: KeyValueStorage
  /** Storage key prefix (default 'sigil'). */
  storagePrefix?: string
  /** The feature segment after the prefix, per feature (defaults: connection, recent, cache, auth). */
  storageSegments?: Partial<Record<'connection' | 'recent' | 'cache' | 'auth', string>>
  /** Set when running inside Telegram: hides the social providers its platform cannot finish. */
  telegram?: {
    platform: 'ios' | 'android' | 'macos' | 'tdesktop' | 'web'
    hiddenSocials?: Partial<
      Record<'ios' | 'android' | 'macos' | 'tdesktop' | 'web', readonly SocialProvider[]>
    >
  }
  clock?: Clock
  logLevel?: LogLevelName
  logSink?: LogSink
  /** Treat the device as a phone (wallets are apps, reached by links); defaults to `defaultIsMobile`. */
  isMobile?: () => boolean
  /**
   * Where the page runs, and what Sigil does there; each is on unless set to false, detected from
   * what the page can see, and its code loads only when the page is there. `safe`: inside
   * Safe{Wallet}'s frame, the Safe connects by itself. `miniApp`: as a Farcaster or Base mini app,
   * the host's wallet connects by itself. `inAppBrowser`: on a phone with an injected wallet (the
   * page runs in that wallet's own browser) that wallet is the one big choice. `openInWallet`: on a
   * phone without one, a wallet that does not pair over WalletConnect offers "Open in <wallet>", a
   * link that opens this page in that wallet's browser.
   */
  contexts?: SigilContexts
  zIndex?: number
  /** EVM chain ids swaps are offered on; replaces DEFAULT_SWAP_CHAIN_IDS (spec §9: 12 chains). */
  swapChainIds?: readonly number[]
  /**
   * Tokens whose allowance must go back to zero before a new approval, by EVM chain id;
   * replaces DEFAULT_ALLOWANCE_RESET_TOKENS (the seven USDT contracts of spec §9). Checked at
   * start-up: a table that does not fit is left off (the default applies) and logged.
   */
  allowanceResetTokens?: Readonly<Record<number, readonly string[]>>
  /**
   * Loads the embedded wallet (email and social login) when the page first needs it. By default,
   * with `services.embeddedWalletUrl` set, `@sigil/embedded-wallet`; an app replaces it with its
   * own (a test double, a fork). Without a secure site, email and social login are not offered.
   */
  authConnector?: AuthConnectorLoader
  /**
   * The chains the embedded wallet is offered on (CAIP network ids); replaces
   * DEFAULT_EMBEDDED_WALLET_CHAINS (spec §9: about 24 EVM chains and 3 Solana ones).
   */
  embeddedWalletChains?: readonly CaipNetworkId[]
}

/** See `SigilConfig.contexts`. */
export type SigilContexts = HostContexts & { inAppBrowser?: boolean; openInWallet?: boolean }

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

/** Account state per namespace (spec §3). */
export type AccountState = {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  balanceLoading?: boolean
  profileName?: string
  profileImage?: string
  user?: { email?: string | null; username?: string }
  status: ConnectionStatus
  /**
   * While a reload restores the namespace (`connecting`): the address it was connected with, from
   * storage, not yet confirmed by the wallet. Gone once the wallet answers or the restore fails.
   */
  rememberedAddress?: string
  preferredAccountType: AccountType
  socialProvider?: SocialProvider
  tokenBalance?: readonly unknown[]
  smartAccountDeployed?: boolean
  connectedWalletInfo?: { name: string; icon?: string; rdns?: string; type?: string }
  allAccounts: readonly Account[]
}

/** A known connection (spec §3 "Connection"). */
export type Connection = {
  connectorId: string
  accounts: readonly { address: string; type?: AccountType }[]
  auth?: { name?: string }
  caipNetwork?: CaipNetwork
}

export type ConnectionClass = 'connected' | 'active' | 'disconnected'

export type RouterEntry = { view: View; data?: unknown }
export type TransactionOutcome = 'success' | 'error'

export type Toast = {
  id: string
  message: string
  variant: 'success' | 'error' | 'loading' | 'info'
  createdAt: number
  /** Set when dismissed; the toast leaves the list after the remove delay. */
  dismissedAt?: number
}

export type NotificationVariant = 'success' | 'error' | 'loading' | 'info' | 'auto-close'
export type Notification = { id: string; message: string; variant: NotificationVariant }

export type Alert = { code: AlertCode; title: string; description: string }

export type SigilState = {
  connection: {
    status: Record<NetworkNamespace, ConnectionStatus>
    activeConnectorId: Partial<Record<NetworkNamespace, string>>
    connections: Partial<Record<NetworkNamespace, readonly Connection[]>>
    lastError?: SigilError
  }
  chain: {
    networks: readonly CaipNetwork[]
    activeNamespace?: NetworkNamespace
    activeNetwork?: CaipNetwork
    activeNetworkByNamespace: Partial<Record<NetworkNamespace, CaipNetworkId>>
    /** The network a wallet is on that is not configured (spec §4). */
    unsupportedNetwork?: { namespace: NetworkNamespace; chainId: number | string }
    /** The last switch the wallet did not make, with words for the modal; cleared by the next switch. */
    switchFailure?: SwitchFailure
    /** A network chosen while disconnected: the wallet is asked to move there once it connects. */
    chosenNetworkId?: CaipNetworkId
    isSwitchingNamespace: boolean
    /** Networks where a smart account can be used (the embedded wallet fills this). */
    smartAccountNetworks: readonly CaipNetworkId[]
  }
  accounts: Record<NetworkNamespace, AccountState>
  connectors: { list: readonly Connector[]; recent: readonly { id: string; rdns?: string }[] }
  modal: { open: boolean; loading: boolean; shake: boolean }
  router: {
    view: View
    data?: unknown
    history: readonly RouterEntry[]
    transactionStack: readonly RouterEntry[]
    /** The wallet-connect pairing uri given to `open()` or made by a connector. */
    pairingUri?: string
    /** Outcome of the last `popTransactionStack`. */
    lastTransactionOutcome?: TransactionOutcome
  }
  siwx: {
    required: boolean
    status: 'idle' | 'signing' | 'signed' | 'error'
    error?: string
    /** The wallet declined the last sign-in request (the person refused it there). */
    declined?: boolean
    /** The network of the last session signed: where a required-mode cancel returns to. */
    lastSignedChainId?: string
    /** The session of the connected address on the active network, when signed in. */
    session?: SiwxSession
  }
  features: Features & { remoteLoaded: boolean }
  theme: { mode: ThemeMode; variables: Record<string, string | number> }
  /**
   * The locale asked for (the `locale` option, then `setLocale`); unset, the page's languages
   * decide. The modal matches it by language when it loads (pt-PT reads pt-BR), so the page's
   * first load carries no matching code.
   */
  locale?: string
  toasts: readonly Toast[]
  notification?: Notification
  alerts: readonly Alert[]
  /** Transactions this client sent that the account's history may not list yet (`pendingTransactionsOf`). */
  pendingTransactions: PendingTransactions
  /** Batches of calls this client sent (EIP-5792), kept in its storage across reloads (`pendingCallsOf`). */
  pendingCalls: PendingCallsState
}

export type OpenParameters = { view?: View; data?: unknown; uri?: string; namespace?: NetworkNamespace }

/** Typed events of a client; analytics subscribes to these. */
export type SigilEvent =
  | { type: 'MODAL_OPEN'; view: View }
  | { type: 'MODAL_CLOSE'; connected: boolean }
  | { type: 'CONNECT_STARTED'; connectorId: string; namespace: NetworkNamespace }
  | { type: 'CONNECT_SUCCESS'; connectorId: string; namespace: NetworkNamespace; address: string }
  | { type: 'CONNECT_ERROR'; connectorId: string; namespace: NetworkNamespace; error: SigilError }
  | { type: 'DISCONNECT_SUCCESS'; namespace: NetworkNamespace }
  | { type: 'SWITCH_NETWORK'; caipNetworkId: CaipNetworkId }
  | { type: 'ALERT'; alert: Alert }
  | { type: 'ERROR'; error: SigilError; uncaught: boolean }
  | { type: 'SIWX_SIGNED_IN'; session: SiwxSession }
  | { type: 'SIWX_SIGNED_OUT'; chainId: CaipNetworkId; address: string }
  | { type: 'SIWX_ERROR'; stage: 'init' | 'sign'; message: string; cause: unknown }
  /** The client is being destroyed; release what was held for it. */
  | { type: 'DESTROY' }

/** Sign in with X, headless (spec §4). Every method loads the sign-in code on first use. */
export interface SiwxClient {
  /** Whether `siwx` or `siweConfig` is configured. */
  readonly enabled: boolean
  /** The session of the connected address on the active network, if signed in. */
  getSession(): SiwxSession | undefined
  /** Asks the wallet to sign in; resolves with the session, or undefined when it failed (the state says why). */
  signIn(): Promise<SiwxSession | undefined>
  /** Revokes the session (asking the wallet to sign when the backend wants proof); disconnects when required. */
  signOut(): Promise<void>
  /** The sign view's cancel: when required, back to the last signed network or disconnect (spec §4). */
  cancel(): Promise<void>
  setRequired(required: boolean): void
  /** For a connector that signs in during its connect (one approval): the messages to sign. */
  createMessage(request: SiwxMessageRequest): Promise<SiwxMessage>
  /** For such a connector: hand over the signed sessions before its connect resolves. */
  addSessions(sessions: readonly SiwxSession[]): Promise<void>
  /** Sign-in events only. */
  onEvent(
    listener: (
      event: Extract<SigilEvent, { type: 'SIWX_SIGNED_IN' | 'SIWX_SIGNED_OUT' | 'SIWX_ERROR' }>,
    ) => void,
  ): Unsubscribe
}

export type Unsubscribe = () => void

/**
 * The client `createSigil(config)` returns: what an app reads, subscribes to and calls. The
 * modal's views and the adapters drive a few more members of the same object, which are not
 * part of the public API.
 *
 * Most actions' code is not in the page's first load: it is fetched when the client is made, and
 * `ready()` waits for it. An action called before it arrives runs when it does, in call order (a
 * promise-returning action resolves then; a failure of one that returns nothing is logged). Reads
 * (`getState`, `getAccount`, ...) and the config checks answer in the call.
 */
export interface SigilClient {
  readonly config: Readonly<SigilConfig>
  getState(): SigilState
  /** Calls `listener` when the selected value changes (Object.is unless `equals` is given). */
  subscribe<T>(
    selector: (state: SigilState) => T,
    listener: (value: T, previous: T) => void,
    options?: { equals?: (a: T, b: T) => boolean; fireImmediately?: boolean },
  ): Unsubscribe
  onEvent(listener: (event: SigilEvent) => void): Unsubscribe
  /** Resolves when start-up (adapter setup, reconnect, remote features) has settled. */
  ready(): Promise<void>

  // modal
  /**
   * Opens the modal, on `parameters.view` if given. A view the modal lacks rejects with
   * INVALID_INPUT; Activity opens Account on its Activity tab, and rejects with INVALID_INPUT
   * while no wallet is connected, the activity feature is off or the network is not EVM.
   */
  open(parameters?: OpenParameters): OpenReturnType
  close(): void

  // connection
  getConnectors(namespace?: NetworkNamespace): readonly Connector[]
  /** `focus: false` connects in the background: the active namespace stays where the person is. */
  connect(parameters: ConnectParameters): ConnectReturnType
  disconnect(parameters?: DisconnectParameters): DisconnectReturnType
  getAccount(namespace: NetworkNamespace): AccountState
  /** Reads the native balance (cached 30 s; `force` reads the chain anyway). */
  refreshBalance(...parameters: RefreshBalanceParameters): RefreshBalanceReturnType
  /** Signs with the connected account of a namespace (default: the active one). */
  signMessage(...parameters: SignMessageParameters): SignMessageReturnType
  /** Sends from the connected account of a namespace (default: the active one). */
  sendTransaction(parameters: SendTransactionParameters): SendTransactionReturnType
  getAdapter(namespace: NetworkNamespace): ChainAdapter
  getProvider(namespace: NetworkNamespace): unknown

  // networks
  switchNetwork(network: SwitchNetworkParameters): SwitchNetworkReturnType
  addNetwork(network: CaipNetwork): void
  removeNetwork(caipNetworkId: CaipNetworkId): void

  // theme and toasts
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: Record<string, string | number>): void
  /** Switches the modal's language at run time, open or not (matched like the `locale` option). */
  setLocale(locale: string): void
  showToast(message: string, variant?: Toast['variant']): string
  dismissToast(id: string): void
  /** Sign in with X (spec §4); inert unless `siwx` or `siweConfig` is configured. */
  readonly siwx: SiwxClient

  /** Calls `listener` with the connections of a namespace; needs the multiWallet feature (R-STATE-29). */
  subscribeConnections(
    namespace: NetworkNamespace,
    listener: (connections: readonly Connection[]) => void,
  ): Unsubscribe
  /** Switches the preferred account kind (spec §6: smart account needs network support and an eoa now). */
  setPreferredAccountType(namespace: NetworkNamespace, type: AccountType): void

  /** Tears down timers, adapter listeners and subscriptions. */
  destroy(): void
}
