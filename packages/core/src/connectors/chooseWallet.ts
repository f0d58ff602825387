import type { Connector } from '../adapter.js'
import type { SigilInternalClient } from '../client/internalClient.js'

/**
 * A person picked a wallet that has connectors in several namespaces (an extension offering
 * EVM and Solana). The connector of the active namespace goes first, through `chooseConnector`
 * (its connecting view, in the same gesture); once it is connected, each other namespace is
 * connected in turn in the background, the wallet asking the person for each. One that fails
 * or is refused leaves the others connected (its error is the client's `lastError`). Those
 * connects never take the focus, so the network the person is on (or moves to meanwhile)
 * stays the active one.
 */
export async function chooseWallet(
  client: SigilInternalClient,
  connectors: readonly Connector[],
): Promise<void> {
  const active = client.getState().chain.activeNamespace
  const ordered = [...connectors].sort((a, b) => Number(b.chain === active) - Number(a.chain === active))
  const [first, ...rest] = ordered
  if (!first) return
  await client.chooseConnector({ connectorId: first.id, namespace: first.chain })
  for (const connector of rest) {
    try {
      await client.connect({ connectorId: connector.id, namespace: connector.chain, focus: false })
    } catch {
      // Recorded by connect (lastError, CONNECT_ERROR); the first namespace stays connected.
    }
  }
}
