import type { AccountType } from '../adapter.js'
import type { NetworkNamespace } from '../caip/types.js'
import type { SigilInternalClient } from '../client/internalClient.js'
import type { Clock, SocialProvider } from '../client/types.js'
import type { Logger } from '../logger/index.js'
import type { EmailSendCheck } from './emailSendGuard.js'

/** The id of the embedded-wallet (auth) connector in every namespace it serves. */
export const AUTH_CONNECTOR_ID = 'auth'

/** The steps of a social login (R-EMBED-08); a failure ends it with its error instead. */
export type SocialLoginState = 'started' | 'popupOpened' | 'resultReceived' | 'connected'

/**
 * What the secure site asks for after an email: a code, first an approval of this device, or
 * nothing (CONNECT: the device is already verified for the email, connect at once).
 */
export type EmailConnectAction = 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'

/** The signed-in user as the secure site reports it (R-EMBED-04, the fields the modal shows). */
export type AuthUser = {
  /** The account it acts with now (the smart account or the owner key). */
  address: string
  email: string | null
  userName?: string
  socialProvider?: SocialProvider
  /** Its accounts with their kinds: the owner key, and a smart account where the network has them. */
  accounts?: readonly { address: string; type: 'eoa' | 'smartAccount' }[]
  preferredAccountType?: 'eoa' | 'smartAccount'
  smartAccountDeployed?: boolean
}

/**
 * The embedded wallet as the core knows it: an email or social login on a secure site, and
 * per namespace a wallet provider the chain adapter drives like any other wallet. The code
 * behind it (`@sigil/embedded-wallet`) is loaded only when the page needs it.
 */
export interface AuthConnector {
  readonly id: string
  /** The namespaces it serves (eip155 and solana at most, R-EMBED-24). */
  readonly namespaces: readonly NetworkNamespace[]
  /** The provider the adapter of `namespace` talks to (EIP-1193 on eip155). */
  provider(namespace: NetworkNamespace): unknown
  /**
   * Sends a sign-in code, or asks for a device approval first (R-EMBED-13). Refused with
   * EMAIL_COOLDOWN ('Please try again after N seconds') when `emailSendCheck` says no (R-SEC-01).
   */
  connectEmail(email: string): Promise<{ action: EmailConnectAction }>
  /** Whether a code may be sent to `email` now, and if not, for how many more seconds. */
  emailSendCheck(email: string): EmailSendCheck
  /**
   * Signs in with a social provider through a 600x800 popup (R-PERF-04). Call it in the click
   * handler: the popup opens before anything is awaited. Fails with POPUP_CLOSED,
   * SOCIAL_INIT_FAILED or FAILED_TO_CONNECT (R-EMBED-10).
   */
  connectSocial(provider: SocialProvider, onState?: (state: SocialLoginState) => void): Promise<void>
  /** The Farcaster sign-in URL to show as a QR code (R-EMBED-11). */
  getFarcasterUri(): Promise<string>
  /** Waits until the Farcaster sign-in was approved; fails with FARCASTER_CONNECT_FAILED. */
  connectFarcaster(): Promise<void>
  /** Waits until the device is approved; the secure site then sends a code. */
  connectDevice(): Promise<void>
  connectOtp(otp: string): Promise<void>
  isConnected(): Promise<boolean>
  /** The signed-in user; fails when no one is signed in. */
  getUser(): Promise<AuthUser>
  /**
   * Changing the email (R-EMBED-15): `updateEmail` sends a code to the current email
   * (`VERIFY_PRIMARY_OTP`), `updateEmailPrimaryOtp` checks it and sends one to the new email,
   * `updateEmailSecondaryOtp` checks that one; the change is done once the secure site reports
   * the new email, asked every 1 s (R-PERF-06), and resolves with it.
   */
  updateEmail(email: string): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  updateEmailPrimaryOtp(otp: string): Promise<void>
  updateEmailSecondaryOtp(otp: string): Promise<{ email: string }>
  /**
   * Switches the kind of account the wallet acts with (spec §6): the secure site is asked
   * (a smart account is made ready first), then the preferred type and the address change.
   * Refused with SMART_ACCOUNT_UNAVAILABLE when R-STATE-30 does not allow it.
   */
  setPreferredAccountType(namespace: NetworkNamespace, type: AccountType): Promise<void>
  /** Ends the session on the secure site. */
  signOut(): Promise<void>
  destroy(): void
}

/** What the client gives the connector it loads. */
export type AuthConnectorHost = {
  client: SigilInternalClient
  logger: Logger
  clock: Clock
}

export type AuthConnectorFactory = (host: AuthConnectorHost) => AuthConnector

/** Loads the embedded wallet's code, e.g. `() => import('@sigil/embedded-wallet').then((m) => m.embeddedWallet)`. */
export type AuthConnectorLoader = () => Promise<AuthConnectorFactory>
