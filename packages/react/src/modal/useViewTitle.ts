import type { SigilState, View } from '@sigil/core'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { useT } from '../strings/useT.js'
import { routeString } from '../views/routeData.js'
import { VIEW_TITLE_KEYS } from '../views/titles.js'

/** The name of the wallet a connecting view waits on, from the router's data. */
function walletNameOf(state: SigilState): string | undefined {
  const connectorId = routeString(state.router.data, 'connectorId')
  if (connectorId) return state.connectors.list.find((connector) => connector.id === connectorId)?.name
  const data = state.router.data
  const wallet = typeof data === 'object' && data !== null ? (data as { wallet?: unknown }).wallet : undefined
  return routeString(wallet, 'name')
}

/**
 * The heading of the shown view. A view that waits on one wallet is titled with that wallet's
 * name, so its state (waiting, refused) reads next to whose it is, not "Connecting".
 */
export function useViewTitle(view: View): string {
  const t = useT()
  const walletName = useSigilSelector((state) =>
    view === 'ConnectingExternal' || view === 'ConnectingWalletConnect' ? walletNameOf(state) : undefined,
  )
  if (walletName?.trim()) return walletName
  // The router's view comes from the page through open(); a name that is only an object's own key
  // (`constructor`) is no title.
  return Object.hasOwn(VIEW_TITLE_KEYS, view) ? t(VIEW_TITLE_KEYS[view]) : ''
}
