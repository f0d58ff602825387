import type { NetworkNamespace } from '../caip/types.js'
import { isConnected } from './selectors.js'
import type { SigilState } from './types.js'
import type { View } from './views.js'

export type OpeningViewParameters = {
  state: SigilState
  adapterCount: number
  isMobile: boolean
  requested?: View
  namespace?: NetworkNamespace
}

/**
 * The opening rules of spec §2: the requested view, else with no adapters AllWallets on mobile
 * and ConnectingWalletConnectBasic on desktop, else Account when connected and Connect when not.
 */
export function chooseOpeningView({
  state,
  adapterCount,
  isMobile,
  requested,
  namespace,
}: OpeningViewParameters): View {
  if (requested) return requested
  if (adapterCount === 0) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return isConnected(state, namespace) ? 'Account' : 'Connect'
}
