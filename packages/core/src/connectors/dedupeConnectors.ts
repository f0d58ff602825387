import type { Connector } from '../adapter.js'
import { rdnsOf } from './walletIdentity.js'

/**
 * The one dedupe rule: a wallet that announced itself (ANNOUNCED, EIP-6963 style) hides the
 * INJECTED connector of the same wallet, matched by rdns or, failing that, by name
 * (case-insensitive), within the same namespace. The announcement carries the wallet's
 * own identity, so it is the better of the two. Any other repeat of an id is dropped.
 */
export function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const announced = connectors.filter((c) => c.type === 'ANNOUNCED')
  const hidden = (connector: Connector): boolean =>
    connector.type === 'INJECTED' &&
    announced.some(
      (a) =>
        a.chain === connector.chain &&
        ((rdnsOf(a) !== undefined && rdnsOf(a) === rdnsOf(connector)) ||
          a.name.toLowerCase() === connector.name.toLowerCase()),
    )
  const seen = new Set<string>()
  return connectors.filter((connector) => {
    const key = `${connector.chain}:${connector.id}`
    if (hidden(connector) || seen.has(key)) return false
    seen.add(key)
    return true
  })
}
