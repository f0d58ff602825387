import {
  type CaipNetwork,
  CONNECTOR_CHAINS_UNSUPPORTED,
  createError,
  type NetworkNamespace,
} from '@sigil/core'
import { DEFAULT_SESSION_EVENTS, NAMESPACE_METHODS } from './namespaceTable.js'

export type SessionNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** eip155 only: where the SDK sends read calls (devnet's RPC, never its default hosts). */
  rpcMap?: Record<string, string>
}

export type ConnectRequest = { optionalNamespaces: Record<string, SessionNamespace> }

/** One-click sign-in: the chains and methods of the session, with the sign-in message fields. */
export type AuthenticateRequest = {
  chains: string[]
  methods: string[]
  uri: string
  domain: string
  nonce: string
  statement?: string
}

/**
 * The session namespaces for the configured networks: each namespace in the table with its
 * chains, methods and default events (R-WC-03, R-WC-04). Networks of a namespace the table does
 * not know are left out; none left is 'The connector does not support any of the requested chains'.
 */
export function buildConnectRequest(networks: readonly CaipNetwork[]): ConnectRequest {
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
  return { optionalNamespaces }
}

/** The authenticate request for the same networks: their chains and every namespace's methods (R-WC-03). */
export function buildAuthenticateRequest(
  networks: readonly CaipNetwork[],
  message: { uri: string; domain: string; nonce: string; statement?: string },
): AuthenticateRequest {
  const { optionalNamespaces } = buildConnectRequest(networks)
  const namespaces = Object.values(optionalNamespaces)
  return {
    chains: namespaces.flatMap((entry) => entry.chains),
    methods: [...new Set(namespaces.flatMap((entry) => entry.methods))],
    ...message,
  }
}
