import type { ClientContext } from '../context.js'
import type { View } from '../views.js'
import { close } from './close.js'

/** The views a person walks through to choose and connect a wallet. */
export const CONNECT_FLOW_VIEWS: readonly View[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingFarcaster',
  'EmailLogin',
  'SwitchActiveChain',
]

/**
 * A connect that succeeded while the modal shows the connect flow has done what the person
 * opened the modal for: the modal closes and the page shows the account. Any other view
 * (UnsupportedChain opened by this connect, ApproveTransaction, ProfileWallets) stays as it is.
 */
export function endConnectFlow(ctx: ClientContext): void {
  const { modal, router } = ctx.store.getState()
  if (modal.open && CONNECT_FLOW_VIEWS.includes(router.view)) close(ctx)
}
