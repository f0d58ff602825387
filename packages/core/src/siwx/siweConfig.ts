/** The fields a legacy sign-in-with-Ethereum config is given to write its message. */
export type SiweCreateMessageArgs = {
  domain: string
  uri: string
  address: string
  version: '1'
  nonce: string
  /** The EVM chain id (a number, not CAIP-2). */
  chainId: number
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A legacy sign-in-with-Ethereum session: who is signed in, and where. */
export type SiweSession = { address: string; chainId: number }

/**
 * The legacy `siweConfig` option. Sigil adapts it to `siwx` (EVM only): the app's backend
 * issues nonces, verifies and holds the session; Sigil writes the EIP-4361 text unless
 * `createMessage` is given.
 */
export interface SiweConfig {
  getMessageParams?(): Promise<{
    domain?: string
    uri?: string
    statement?: string
    /** Session lifetime in seconds. */
    expiry?: number
    resources?: readonly string[]
  }>
  getNonce(address?: string): Promise<string>
  createMessage?(args: SiweCreateMessageArgs): string
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  getSession(): Promise<SiweSession | null>
  signOut(): Promise<boolean>
  onSignIn?(session: SiweSession): void
  onSignOut?(): void
  required?: boolean
  signOutOnDisconnect?: boolean
}
