import type { SiwxSession } from '../../siwx/types.js'
import type { ClientContext } from '../context.js'
import { siwxAddContext } from '../siwx/siwxAddContext.js'
import type { SiwxRuntime } from '../siwx/siwxRuntime.js'
import { siwxCheckSession } from './siwxCheckSession.js'

/**
 * Takes the sessions a connector signed during its connect (one approval for both) and
 * stores each through the config, which verifies it. Then the current account is checked,
 * so the sign view is not asked for when one of them covers it.
 */
export async function siwxAddSessions(
  ctx: ClientContext,
  runtime: SiwxRuntime,
  sessions: readonly SiwxSession[],
): Promise<void> {
  for (const session of sessions) {
    const network = ctx.store.getState().chain.networks.find((n) => n.caipNetworkId === session.data.chainId)
    await runtime.config.addSession(
      session,
      siwxAddContext(ctx, { address: session.data.accountAddress, chainId: session.data.chainId }, network),
    )
    ctx.emit({ type: 'SIWX_SIGNED_IN', session })
  }
  await siwxCheckSession(ctx, runtime, 'network')
}
