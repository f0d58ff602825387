import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import type { Connection, Unsubscribe } from '../types.js'
import { raiseAlert } from './raiseAlert.js'

/**
 * Calls `listener` with a namespace's connections now and on each change. Needs the
 * multiWallet remote feature: without it the info alert MULTI_WALLET_NOT_ENABLED is raised
 * and nothing is subscribed (R-STATE-29).
 */
export function subscribeConnections(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  listener: (connections: readonly Connection[]) => void,
): Unsubscribe {
  if (!ctx.store.getState().features.multiWallet) {
    raiseAlert(ctx, 'MULTI_WALLET_NOT_ENABLED')
    return () => {}
  }
  const none: readonly Connection[] = []
  const select = () => ctx.store.getState().connection.connections[namespace] ?? none
  let current = select()
  listener(current)
  return ctx.store.subscribe(() => {
    const next = select()
    if (next === current) return
    current = next
    listener(next)
  })
}
