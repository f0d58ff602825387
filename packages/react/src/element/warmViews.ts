import type { SigilState, Unsubscribe, View } from '@sigil/core'
import { chooseOpeningView, isConnected, type SigilInternalClient } from '@sigil/core/internal'
import { onPhone } from '../context/onPhone.js'
import { preloadView } from '../views/registry.js'
import { prefetchConnectorsAtIdle } from './prewarmConnectors.js'
import { warmEmbeddedWallet } from './warmEmbeddedWallet.js'

/** The view a plain `open()` would show now (the client's opening rules, no view requested). */
export function openingViewOf(client: SigilInternalClient, state: SigilState = client.getState()): View {
  return chooseOpeningView({
    state,
    adapterCount: client.config.adapters?.length ?? 0,
    isMobile: onPhone(client),
  })
}

/**
 * Keeps the view the modal would open on loaded (Connect while disconnected, Account once
 * connected), so a click shows it in the next frame instead of waiting for its chunk; `ahead`,
 * also the phone-wallet code a pick would need, at idle (`prewarmConnectors.ts`).
 */
export function warmViews(client: SigilInternalClient, ahead = true): Unsubscribe {
  const warm = () => {
    preloadView(openingViewOf(client)).catch(() => {
      // A failed preload is retried by the router when the view is shown; nothing to report here.
    })
  }
  warm()
  const unwarmEmbedded = warmEmbeddedWallet(client)
  // Not for a page that asked to load nothing ahead (`preload: false`, or the person saves data).
  const cancelPrefetch = ahead ? prefetchConnectorsAtIdle(client) : () => undefined
  const unwatch = client.subscribe((state) => isConnected(state), warm)
  return () => {
    unwatch()
    unwarmEmbedded()
    cancelPrefetch()
  }
}
