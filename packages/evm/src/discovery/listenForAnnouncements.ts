import type { Logger } from '@sigil/core'
import { checkAnnouncement, type WalletAnnouncement } from './announcement.js'
import type { DiscoveryWindow } from './discoveryWindow.js'

export const ANNOUNCE_EVENT = 'eip6963:announceProvider'
export const REQUEST_EVENT = 'eip6963:requestProvider'

/**
 * Listens for EIP-6963 announcements, then asks wallets already on the page to announce.
 * Returns the function that stops listening.
 */
export function listenForAnnouncements(
  target: DiscoveryWindow,
  logger: Logger,
  onAnnouncement: (announcement: WalletAnnouncement) => void,
): () => void {
  const listener = (event: Event): void => {
    const check = checkAnnouncement((event as CustomEvent<unknown>).detail)
    if (check.ok) onAnnouncement(check.announcement)
    else logger.warn(`Ignored a wallet announcement: ${check.reason}`)
  }
  target.addEventListener(ANNOUNCE_EVENT, listener)
  target.dispatchEvent(new Event(REQUEST_EVENT))
  return () => target.removeEventListener(ANNOUNCE_EVENT, listener)
}
