import type { SigilClient, Unsubscribe } from '@sigil/core'
import { warmQrEncoder } from '../components/warmQrEncoder.js'
import { preloadView } from '../views/registry.js'
import { whenPageIdle } from './whenPageIdle.js'

/**
 * Gets the shared connectors (WalletConnect) ready for a likely pick, never in reaction to the
 * click that opens the modal (their SDK evaluating and starting there cost the open tens of
 * milliseconds, and a relay socket for a person who may never want one):
 *
 * - at idle, once the modal's code has loaded: their code (the SDK's chunk fetched and evaluated),
 *   the view that shows a pairing, and the QR encoder run once. Nothing starts: no socket, no
 *   stored record read, nothing a person would notice.
 * - on a person's intent, the pointer over or focus on a wallet list's entry that pairs over
 *   WalletConnect: the SDK starts and makes the next connection ahead (a pairing), held and kept
 *   fresh while the list is on show, so the pick that usually follows shows its QR code at once.
 */

const sharedConnectors = (client: SigilClient) => client.config.connectors ?? []

/** The code of the shared connectors and of the view that shows a pairing; nothing is started. */
export function prefetchConnectors(client: SigilClient): void {
  for (const connector of sharedConnectors(client)) {
    // A failure here is not the person's: the pick itself loads again and reports.
    connector.prefetch?.().catch(() => undefined)
    if (connector.type === 'WALLET_CONNECT')
      preloadView('ConnectingWalletConnect')
        .then(warmQrEncoder)
        .catch(() => undefined)
  }
}

/** `prefetchConnectors` once the page is idle; returns a cancel function. */
export function prefetchConnectorsAtIdle(client: SigilClient): Unsubscribe {
  if (sharedConnectors(client).length === 0) return () => undefined
  return whenPageIdle(() => prefetchConnectors(client))
}

/**
 * The next connection made ahead (for WalletConnect a pairing, kept fresh), for a person who
 * reached for an entry that pairs; the result says the list is gone (the pairing then lapses).
 */
export function holdPairingAhead(client: SigilClient): () => void {
  prefetchConnectors(client)
  const releases: (() => void)[] = []
  for (const connector of sharedConnectors(client)) {
    if (connector.standby) releases.push(connector.standby())
    else connector.preload().catch(() => undefined)
  }
  return () => {
    for (const release of releases) release()
  }
}
