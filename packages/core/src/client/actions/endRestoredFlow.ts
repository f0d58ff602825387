import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import type { View } from '../views.js'
import { close } from './close.js'

/** The wallet lists: nothing there waits for a wallet. */
const LIST_VIEWS: readonly View[] = ['Connect', 'AllWallets']
/** The views that wait for the wallet named in the route's `connectorId`. */
const WAITING_VIEWS: readonly View[] = [
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/**
 * A stored connection was restored while the modal was open (the app opened it, or the person
 * did before the restore landed). A wallet list, or a view waiting for the very wallet that was
 * restored, has nothing left to do: the modal closes and the page shows the account. A view
 * waiting for another wallet stays: that wallet is being asked, and its answer decides.
 */
export function endRestoredFlow(ctx: ClientContext, namespace: NetworkNamespace, connectorId: string): void {
  const { modal, router, connection } = ctx.store.getState()
  if (!modal.open || connection.status[namespace] !== 'connected') return
  const data = router.data as { connectorId?: unknown } | undefined
  const waitsForIt =
    WAITING_VIEWS.includes(router.view) &&
    (data?.connectorId === connectorId ||
      (data?.connectorId === undefined && connectorId === 'walletConnect'))
  if (LIST_VIEWS.includes(router.view) || waitsForIt) close(ctx)
}
