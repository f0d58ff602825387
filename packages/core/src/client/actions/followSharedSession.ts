import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { selectNetworkOf } from '../selectors.js'
import { applyConnection } from './applyConnection.js'

/**
 * A shared connector (WalletConnect, or the embedded wallet's email or social login, spec §6)
 * just connected in one namespace; its one session may serve others. Each other namespace that offers the same connector and has nothing connected is
 * restored from that session without a prompt, in the background (no focus change). One the
 * session does not cover stays as it was: the wallet simply did not share an account there.
 */
export async function followSharedSession(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  connectorId: string,
): Promise<void> {
  const state = ctx.store.getState()
  const isShared = (chain: NetworkNamespace) =>
    state.connectors.list.some(
      (c) => c.id === connectorId && c.chain === chain && (c.type === 'WALLET_CONNECT' || c.type === 'AUTH'),
    )
  if (!isShared(namespace)) return
  const others = [...ctx.adapters.keys()].filter(
    (other) => other !== namespace && isShared(other) && state.connection.status[other] === 'disconnected',
  )
  await Promise.all(
    others.map(async (other) => {
      const adapter = ctx.adapters.get(other)
      const network = selectNetworkOf(ctx.store.getState(), other)
      if (!adapter || !network) return
      try {
        const result = await adapter.reconnect({ connectorId, network })
        // Another connect may have got there first.
        if (result.accounts.length === 0 || ctx.store.getState().connection.status[other] !== 'disconnected')
          return
        applyConnection(ctx, other, result, { focus: false })
      } catch (error) {
        ctx.logger.debug(`The ${connectorId} session has no ${other} account`, error)
      }
    }),
  )
}
