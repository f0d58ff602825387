import type { AuthConnector } from '../auth/authConnector.js'
import type { CaipNetworkId, NetworkNamespace } from '../caip/types.js'
import type { AlertCode } from '../errors/catalogue.js'
import type { SigilError } from '../errors/SigilError.js'
import type { SetUserParameters } from './actions/setUser.js'
import type {
  ConnectionClass,
  NotificationVariant,
  SigilClient,
  SigilState,
  TransactionOutcome,
} from './types.js'
import type { View } from './views.js'

/**
 * The client as the modal's views, the adapters and the connectors see it: the public
 * `SigilClient` plus the members that drive the modal and the embedded wallet. `createSigil`
 * builds one object with all of them; the public type only leaves these out, so an app's
 * autocomplete and the API pages show what an app may call. Other Sigil packages reach it
 * through `@sigil/core/internal`, which is not a stable API.
 */
export interface SigilInternalClient extends SigilClient {
  // modal and router
  shake(): void
  router: {
    push(view: View, data?: unknown): void
    replace(view: View, data?: unknown): void
    goBack(): void
    /** Leaves the transaction flow with its outcome (spec §2). */
    popTransactionStack(outcome: TransactionOutcome): void
    reset(view: View, data?: unknown): void
  }
  /** Whether the close button and Escape may close the modal now (spec §4). */
  canClose(): boolean

  // connection
  /** A wallet picked in the modal: pushes its connecting view and connects in the same gesture. */
  chooseConnector(parameters: { connectorId: string; namespace: NetworkNamespace }): Promise<void>
  classifyConnection(namespace: NetworkNamespace, connectorId: string): ConnectionClass

  // notifications, alerts and sign-in state
  showNotification(message: string, variant: NotificationVariant): void
  hideNotification(): void
  raiseAlert(code: AlertCode): void
  dismissAlert(code: AlertCode): void
  /** Updates the sign-in slice; the siwx module drives it. */
  setSiwx(patch: Partial<SigilState['siwx']>): void

  // what the embedded wallet and the name views write
  setSmartAccountNetworks(caipNetworkIds: readonly CaipNetworkId[]): void
  /**
   * Sets the connected account's name and image (a registered name, a reverse lookup); ignored
   * unless `address` is still the namespace's account.
   */
  setProfile(namespace: NetworkNamespace, profile: { address: string; name?: string; image?: string }): void
  /**
   * Sets who signed in to the embedded wallet (email, user name, social provider) and the kind
   * of account it acts with (preferredAccountType, smartAccountDeployed) for the Account view;
   * ignored unless `address` is still the namespace's account.
   */
  setUser(namespace: NetworkNamespace, user: SetUserParameters): void
  /** Registers a pending RPC request; closing with an empty transaction stack rejects it. Returns `done`. */
  trackRequest(request: { reject: (error: SigilError) => void }): () => void
  /** The embedded wallet, loaded on first call (NO_AUTH_CONNECTOR when none is configured). */
  getAuthConnector(): Promise<AuthConnector>
  /**
   * Routes an RPC method: 'safe' runs at once; 'approval' opened ApproveTransaction; others throw.
   * It answers in the call, so it needs the client's actions: after `ready()`, or from the embedded
   * wallet (`getAuthConnector` resolves once they are here).
   */
  requestApproval(request: { method: string; params?: unknown }): 'safe' | 'approval'
}
