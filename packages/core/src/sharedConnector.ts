import type { ConnectorType } from './adapter.js'
import type { CaipNetwork, CaipNetworkId, NetworkNamespace } from './caip/types.js'
import type { Clock } from './client/types.js'
import type { AlertCode } from './errors/catalogue.js'
import type { Logger } from './logger/index.js'
import type { SiwxSession } from './siwx/types.js'

/** The pairing a connector shows (a `wc:` URI for WalletConnect) and when it stops being valid. */
export type PairingState = { uri: string; expiresAt: number } | undefined

/** What the client gives a shared connector when it sets it up. */
export type SharedConnectorContext = {
  networks: readonly CaipNetwork[]
  logger: Logger
  clock: Clock
  /** Shows an alert once (R-ERR-21). */
  raiseAlert(code: AlertCode): void
  /** The pairing to show, or undefined when there is none; becomes `router.pairingUri`. */
  onPairing(pairing: PairingState): void
  /** Present only when the app configured sign-in: lets a connector sign in during its connect. */
  signIn?: SharedConnectorSignIn
}

/**
 * The fields of a sign-in the connector asks the wallet to sign while it connects (one approval
 * for both). The account is not known yet: the wallet fills it in, one message per chain it signs.
 */
export type OneClickSignInRequest = {
  chains: CaipNetworkId[]
  domain: string
  uri: string
  nonce: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

/** What the client offers a shared connector that can sign in while it connects. */
export type SharedConnectorSignIn = {
  /** The message fields for these chains, from the app's sign-in config (a fresh nonce each time). */
  prepare(chains: readonly CaipNetworkId[]): Promise<OneClickSignInRequest>
  /**
   * Verifies and stores the sessions the wallet signed; call before the connect resolves, so the
   * check after connect finds them and asks nothing. Resolves with the sessions kept; one that
   * fails verification is dropped (the normal sign-in then asks for it), never thrown.
   */
  complete(sessions: readonly SiwxSession[]): Promise<SiwxSession[]>
}

/**
 * A connector that lives outside any adapter and serves several namespaces with one session
 * (WalletConnect). The client hands each adapter of a namespace it serves a `Connector` whose
 * `provider` is `provider(namespace)`, in the protocol that adapter already drives (EIP-1193 for
 * eip155); the adapter connects, signs and switches through it as with its own wallets. The core
 * knows only this shape; the SDK behind it loads when the provider is first used, `prefetch`ed or
 * `preload`ed.
 */
export interface SharedConnector {
  readonly id: string
  readonly type: ConnectorType
  readonly name: string
  readonly imageUrl?: string
  readonly namespaces: readonly NetworkNamespace[]
  setup(context: SharedConnectorContext): void
  provider(namespace: NetworkNamespace): unknown
  /**
   * Fetches and evaluates the connector's code without starting it: no socket, no stored data
   * read, nothing a person would notice (the modal asks at idle after load, or on intent).
   */
  prefetch?(): Promise<void>
  /** Starts the SDK ahead of use (when a wallet of this kind is picked, or a list asks for standby). */
  preload(): Promise<void>
  /**
   * While a wallet list is on show: loads the SDK and gets the next connection ready (for
   * WalletConnect, a pairing made and kept fresh, so a pick shows its QR code at once). The
   * returned function says the list is gone.
   */
  standby?(): () => void
  /** Releases what the connector holds (its SDK's socket and timers); the client calls it on destroy. */
  destroy?(): void
}
