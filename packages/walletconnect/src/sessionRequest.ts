import type { CaipNetwork, NetworkNamespace, OneClickSignInRequest } from '@sigil/core'
import { CONNECTOR_CHAINS_UNSUPPORTED, createError } from '@sigil/core/internal'
import { DEFAULT_SESSION_EVENTS, NAMESPACE_METHODS } from './namespaceTable.js'

export type SessionNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** eip155 only: where the SDK sends read calls (devnet's RPC, never its default hosts). */
  rpcMap?: Record<string, string>
}

/**
 * A sign-in asked for along with the session (the SDK's `connect({ authentication })`): the
 * wallet that supports it signs one message per chain and the session carries them back.
 */
export type AuthenticationRequest = {
  domain: string
  chains: string[]
  nonce: string
  uri: string
  /** Seconds the proposal lives: the SDK's own default for a session proposal. */
  ttl: number
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
}

export type ConnectRequest = {
  optionalNamespaces: Record<string, SessionNamespace>
  authentication?: AuthenticationRequest[]
}

const PROPOSAL_TTL_S = 300

/**
 * The session namespaces for the configured networks: each namespace in the table with its
 * chains, methods and default events (R-WC-03, R-WC-04). Networks of a namespace the table does
 * not know are left out; none left is 'The connector does not support any of the requested chains'.
 */
export function buildConnectRequest(
  networks: readonly CaipNetwork[],
  signIn?: OneClickSignInRequest,
): ConnectRequest {
  const optionalNamespaces: Record<string, SessionNamespace> = {}
  for (const network of networks) {
    const methods = NAMESPACE_METHODS[network.chainNamespace as NetworkNamespace]
    if (methods === undefined) continue
    const entry = optionalNamespaces[network.chainNamespace] ?? {
      chains: [],
      methods: [...methods],
      events: [...DEFAULT_SESSION_EVENTS],
    }
    optionalNamespaces[network.chainNamespace] = entry
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const rpcUrl = network.rpcUrls.default.http[0]
    if (network.chainNamespace === 'eip155' && rpcUrl !== undefined) {
      entry.rpcMap = { ...entry.rpcMap, [String(network.id)]: rpcUrl }
    }
  }
  if (Object.keys(optionalNamespaces).length === 0) throw createError(CONNECTOR_CHAINS_UNSUPPORTED)
  if (signIn === undefined) return { optionalNamespaces }
  const asked = Object.values(optionalNamespaces).flatMap((entry) => entry.chains)
  const chains = signIn.chains.filter((chain) => asked.includes(chain))
  if (chains.length === 0) return { optionalNamespaces }
  return { optionalNamespaces, authentication: [buildAuthentication(signIn, chains)] }
}

function buildAuthentication(signIn: OneClickSignInRequest, chains: string[]): AuthenticationRequest {
  const request: AuthenticationRequest = {
    domain: signIn.domain,
    chains,
    nonce: signIn.nonce,
    uri: signIn.uri,
    ttl: PROPOSAL_TTL_S,
  }
  if (signIn.statement) request.statement = signIn.statement
  if (signIn.expirationTime) request.exp = signIn.expirationTime
  if (signIn.notBefore) request.nbf = signIn.notBefore
  if (signIn.requestId) request.requestId = signIn.requestId
  if (signIn.resources && signIn.resources.length > 0) request.resources = [...signIn.resources]
  return request
}
