import type { Connector, SigilClient } from '@sigil/core'
import { prepareConnect } from '@sigil/core/internal'
import { preloadView } from './registry.js'

/**
 * A person reaches for a wallet its own connectors connect (pointer over it, focus): the connecting
 * view's code and what each connector's adapter runs to connect are fetched while they move to
 * click, so a wallet that answers at once (one that remembers the site) is not kept waiting on code.
 */
export function prepareWalletPick(client: SigilClient, connectors: readonly Connector[]): void {
  preloadView('ConnectingExternal').catch(() => undefined)
  for (const namespace of new Set(connectors.map((connector) => connector.chain)))
    prepareConnect(client, namespace)
}
