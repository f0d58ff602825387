import type { CaipNetwork, NetworkNamespace } from './caip/types.js'
import type { AtomicCapability, CallsStatusReport, SendCallsRequest } from './calls/types.js'
import type { Logger } from './logger/index.js'
import type { CallsPreview, PreviewCallsParameters } from './preview/callsPreview.js'

/** How a wallet is reached (spec §3 "Connector"). */
export type ConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

export type Connector = {
  id: string
  type: ConnectorType
  name: string
  chain: NetworkNamespace
  /** The registry listing id this connector matches, when known. */
  explorerId?: string
  imageUrl?: string
  imageId?: string
  info?: { rdns?: string }
  /** The wallet's provider object (EIP-1193, wallet-standard wallet …); opaque to the core. */
  provider?: unknown
  /**
   * The host the page runs inside whose wallet this is: a Safe (a sent transaction is queued for
   * the Safe's owners, not sent to the chain) or a Farcaster / Base mini app's wallet.
   */
  host?: HostKind
}

/** A host a page can run inside that brings its own wallet. */
export type HostKind = 'safe' | 'miniApp'

/** Which hosts an app lets Sigil connect to by itself (each on by default). */
export type HostContexts = {
  /** Inside Safe{Wallet}'s frame: connect the Safe through the Safe Apps SDK. */
  safe?: boolean
  /** As a Farcaster or Base mini app: connect the host's wallet through the mini app SDK. */
  miniApp?: boolean
}

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** One account of a connection (spec §3 "Account"). */
export type Account = {
  namespace: NetworkNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}

/** What an adapter reports after connect or reconnect. */
export type AdapterConnection = {
  connectorId: string
  accounts: readonly Account[]
  /** The chain the wallet is on, as the wallet reports it (may be outside the configured list). */
  chainId: number | string
  /** Name of the login used (e.g. 'google' for a social login). */
  auth?: { name?: string }
  /** Who the host says the person is (a mini app's Farcaster user), shown where the account shows a name. */
  profile?: { name: string; image?: string }
}

export type AdapterEvent =
  /** A connection the client did not start (another library on the page, or the wallet itself). */
  | { type: 'connect'; connection: AdapterConnection }
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly Account[] }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string }
  | { type: 'connectorsChanged' }

/** What the client gives an adapter when it sets it up. */
export type AdapterContext = {
  networks: readonly CaipNetwork[]
  logger: Logger
  emit: (event: AdapterEvent) => void
}

export type AdapterSignMessageParameters = { connectorId: string; address: string; message: string }
/**
 * The fee terms of a transaction (smallest units, decimal strings): the gas limit and the most
 * paid per gas. A transaction sent with them never costs more than `gas × maxFeePerGas`.
 */
export type TransactionFee = { gas: string; maxFeePerGas: string; maxPriorityFeePerGas: string }

export type AdapterSendTransactionParameters = {
  connectorId: string
  network: CaipNetwork
  from: string
  to: string
  /** Smallest unit (wei, lamports …) as a decimal string. */
  value: string
  data?: string
  /** Fee terms estimated beforehand (Max on the native coin): the wallet is asked to keep to them. */
  fee?: TransactionFee
}

/** A transaction for `sendTransaction` to send, as an adapter builds it. */
export type TransactionRequest = { to: string; value: string; data?: string }

export type TokenTransferParameters = {
  network: CaipNetwork
  /** The token's contract (or mint) address on `network`, without a CAIP prefix. */
  token: string
  /** The receiver's address. */
  to: string
  /** Smallest unit of the token, as a decimal string. */
  amount: string
}

export type TransactionOutcomeOnChain = { status: 'success' | 'reverted' }

/** A signed message to check: `signature` as the wallet returned it, by `address` on `network`. */
export type VerifySignatureParameters = {
  network: CaipNetwork
  address: string
  message: string
  signature: string
}

/**
 * Every namespace implements this. The core drives chains through it only; chain-only
 * features sit in optional members rather than methods every chain must stub.
 */
export interface ChainAdapter {
  readonly namespace: NetworkNamespace
  setup(context: AdapterContext): void | Promise<void>
  /** Connectors found so far (announced, injected, configured …). */
  getConnectors(): readonly Connector[]
  /** Asks the wallet to connect (may prompt the user). */
  connect(parameters: { connectorId: string; network: CaipNetwork }): Promise<AdapterConnection>
  /** Syncs a stored connection without prompting; throws when it is gone. */
  reconnect(parameters: { connectorId: string; network: CaipNetwork }): Promise<AdapterConnection>
  /**
   * Called once, as the client is made, when a stored connection of this namespace will be
   * restored: the adapter may start fetching what `reconnect` needs while the page loads.
   */
  prepareReconnect?(): void
  /**
   * Called when a person reaches for one of this namespace's wallets (pointer over it, focus):
   * the adapter may start fetching what `connect` needs, so a wallet that answers at once is not
   * kept waiting on code.
   */
  prepareConnect?(): void
  /**
   * Fetches the adapter's code ahead of `setup`, for an adapter whose code is not in the page's
   * first load. The client calls it as it is made for a namespace it restores, and for every
   * adapter when it restores none; the others' code is fetched by their `setup`, after the
   * restored namespaces' adapters are up.
   */
  prefetch?(): void
  disconnect(parameters: { connectorId: string }): Promise<void>
  /**
   * Asks the wallet to move to `network` (adding it first where the wallet does not know it);
   * resolves once the wallet is there. Rejects with the wallet's error: a 4001 refusal, a
   * missing switch method (-32601/4200), CHAIN_NOT_SUPPORTED when adding was refused, or any
   * other; the client turns each into words (`describeSwitchFailure`).
   */
  switchNetwork(parameters: { connectorId: string; network: CaipNetwork }): Promise<void>
  /** The chain the wallet is on now, read without prompting; lets the client resync after a failed switch. */
  getChainId?(parameters: { connectorId: string }): Promise<number | string>
  /** Native balance, formatted in whole units as a decimal string. */
  getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  signMessage(parameters: AdapterSignMessageParameters): Promise<string>
  sendTransaction?(parameters: AdapterSendTransactionParameters): Promise<string>
  /** Estimates the fee terms of a transaction from `from` (gas limit × max fee per gas bounds its cost). */
  estimateFee?(parameters: {
    network: CaipNetwork
    from: string
    to: string
    value: string
    data?: string
  }): Promise<TransactionFee>
  /**
   * What the calls would do for the sender, run on the network's own RPC before the wallet is
   * asked: the balance changes, the network fee, or why they would fail. Rejects only when the
   * RPC cannot run them at all.
   */
  previewCalls?(parameters: PreviewCallsParameters): Promise<CallsPreview>
  /** The transaction that moves `amount` of a fungible token to `to` (an ERC-20 `transfer` on EVM). */
  buildTokenTransfer?(parameters: TokenTransferParameters): Promise<TransactionRequest>
  /** Resolves once the transaction is in a block, saying whether it succeeded. */
  waitForTransaction?(parameters: { network: CaipNetwork; hash: string }): Promise<TransactionOutcomeOnChain>
  /**
   * Whether `signature` is `address`'s signature of `message` on `network`, by the chain's own
   * rules (EVM: an account's EIP-191 signature, a deployed smart account's ERC-1271 answer, or an
   * ERC-6492 signature of one not deployed yet). Sign-in checks signatures through it; the core
   * checks Solana and Bitcoin signatures itself where an adapter has no check of its own.
   */
  verifySignature?(parameters: VerifySignatureParameters): Promise<boolean>
  getProvider(connectorId: string): unknown
  /** Whether the wallet runs a batch of calls atomically on `network` (EIP-5792 `atomic`); never prompts. */
  getAtomicCapability?(parameters: {
    connectorId: string
    network: CaipNetwork
    address: string
  }): Promise<AtomicCapability>
  /** Sends calls to the wallet as one atomic batch (EIP-5792 `wallet_sendCalls`): one prompt. */
  sendCalls?(parameters: SendCallsRequest): Promise<{ id: string }>
  /** The wallet's status of a batch it was sent (EIP-5792 `wallet_getCallsStatus`). */
  getCallsStatus?(parameters: {
    connectorId: string
    network: CaipNetwork
    id: string
  }): Promise<CallsStatusReport>
  /**
   * A connector the client brings from outside the adapter (a `SharedConnector` such as
   * WalletConnect, or the embedded wallet's AUTH connector): the adapter lists it, emits
   * connectorsChanged, and drives `connector.provider` as it drives its own wallets. Returns its
   * removal. A provider the adapter cannot drive is logged and not listed.
   */
  addConnector?(connector: Connector): () => void
  /**
   * When the page runs inside a host that brings its wallet (Safe{Wallet}'s frame, a Farcaster or
   * Base mini app) and `contexts` allows it, connects that wallet without a prompt; undefined when
   * the page is in no such host. The client asks at start-up, before restoring a stored connection.
   */
  connectHost?(parameters: { contexts: HostContexts }): Promise<AdapterConnection | undefined>
}
