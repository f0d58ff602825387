import type { CaipNetworkId, NetworkNamespace } from '../caip/types.js'

/** A sign-in message (spec §3 "SIWX message"; R-SIWX-02). Times are ISO 8601 text. */
export type SiwxMessage = {
  accountAddress: string
  /** CAIP-2 id of the network signed in on, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: '1'
  nonce: string
  /** The exact text the wallet signs, when already formatted. */
  serializedMessage?: string
  notBefore?: string
  statement?: string
  resources?: readonly string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

/** A signed-in session (spec §3 "SIWX session"; R-SIWX-03): never a key, only what was signed. */
export type SiwxSession = {
  data: SiwxMessage
  /** The text that was signed. */
  message: string
  /** As the wallet returned it: 0x hex (eip155), base58 (solana), base64 (bip122). */
  signature: string
}

/** What a session store is asked for: one network and one address. */
export type SiwxSessionKey = { chainId: CaipNetworkId; address: string }

/** Optional tools a store may need from the client, such as a signature proving a revocation. */
export type SiwxStoreTools = { signMessage?: (text: string) => Promise<string> }

/**
 * Where sessions live: the browser's storage by default, or the app's backend. `add` must
 * refuse (throw) a session it does not accept; nothing is kept then.
 */
export interface SiwxSessionStore {
  get(key: SiwxSessionKey): Promise<SiwxSession | undefined>
  add(session: SiwxSession): Promise<void>
  revoke(key: SiwxSessionKey, tools?: SiwxStoreTools): Promise<void>
  list(): Promise<readonly SiwxSession[]>
  /** A nonce the store will accept once; without it the client makes one. */
  issueNonce?(): Promise<string>
}

/** What the client asks of a sign-in config when it needs a message for an account. */
export type SiwxMessageRequest = { accountAddress: string; chainId: CaipNetworkId }

/** A check of a session's signature: true when it is the account's signature of the session's text. */
export type SiwxSignatureCheck = (session: SiwxSession) => Promise<boolean>

/** What the client knows when it adds a session: the account and network it expects. */
export type SiwxAddContext = {
  address?: string
  chainId?: CaipNetworkId
  /** The network's first JSON-RPC URL, for a config that reads the chain itself. */
  rpcUrl?: string
  /**
   * The signature check of the network's adapter (`ChainAdapter.verifySignature`): on EVM an
   * account's EIP-191 signature, a smart account's ERC-1271 answer or an ERC-6492 signature.
   */
  verifySignature?: SiwxSignatureCheck
}

/**
 * The `siwx` option of `createSigil`. `createSiwx()` makes one; an app may write its own.
 * `addSession` verifies before it stores and throws a SiwxError when it refuses.
 */
export interface SiwxConfig {
  createMessage(request: SiwxMessageRequest): Promise<SiwxMessage>
  addSession(session: SiwxSession, context?: SiwxAddContext): Promise<void>
  getSession(key: SiwxSessionKey): Promise<SiwxSession | undefined>
  revokeSession(key: SiwxSessionKey, tools?: SiwxStoreTools): Promise<void>
  listSessions(): Promise<readonly SiwxSession[]>
  /** Whether a connected wallet must sign in (the required mode). */
  getRequired(): boolean
  /** Switches the required mode at run time (the demo's toggle); optional. */
  setRequired?(required: boolean): void
  /** Revoke the sessions of an address when its wallet disconnects (default false). */
  signOutOnDisconnect?: boolean
  /** The namespaces sign-in applies to (default: all). */
  namespaces?: readonly NetworkNamespace[]
}
