import type { ChainAdapter, HostContexts } from '../../adapter.js'
import type { ClientContext } from '../context.js'
import { connectsInFlight } from '../contextParts.js'
import { contextOn } from '../contextSwitches.js'
import { patchAccount } from '../stateUpdates.js'
import { applyConnection } from './applyConnection.js'

/**
 * Connects the wallet of the host the page runs inside (Safe{Wallet}'s frame, a mini app's host)
 * without a prompt, when the adapter finds one and the app has not turned that host off.
 * Answers whether it connected; a host that cannot be reached is logged and leaves the namespace
 * to its stored connection.
 */
export async function connectHost(ctx: ClientContext, adapter: ChainAdapter): Promise<boolean> {
  const contexts = hostContexts(ctx)
  if (!adapter.connectHost || (contexts.safe === false && contexts.miniApp === false)) return false
  const namespace = adapter.namespace
  let connection: Awaited<ReturnType<NonNullable<ChainAdapter['connectHost']>>>
  try {
    connection = await adapter.connectHost({ contexts })
  } catch (error) {
    ctx.logger.warn(`Could not connect the wallet of the host this page runs in`, error)
    return false
  }
  if (!connection || connection.accounts.length === 0 || ctx.isDestroyed()) return false
  // A connection the person made, or is making, meanwhile stands.
  if (
    (connectsInFlight(ctx).get(namespace) ?? 0) > 0 ||
    ctx.store.getState().connection.status[namespace] === 'connected'
  )
    return true
  applyConnection(ctx, namespace, connection)
  const address = ctx.store.getState().accounts[namespace].address
  if (connection.profile && address)
    patchAccount(ctx.store, namespace, {
      profileName: connection.profile.name,
      profileImage: connection.profile.image,
    })
  ctx.emit({
    type: 'CONNECT_SUCCESS',
    connectorId: connection.connectorId,
    namespace,
    address: address ?? '',
  })
  return true
}

/** The hosts the app allows (`contextOn`: each on unless set to false). */
export function hostContexts(ctx: ClientContext): HostContexts {
  return { safe: contextOn(ctx.config, 'safe'), miniApp: contextOn(ctx.config, 'miniApp') }
}
