import type { ClientContext } from '../context.js'
import { patchSiwx, SIWX_SIGNED_OUT, type SiwxRuntime, siwxTarget } from '../siwx/siwxRuntime.js'
import { disconnect } from './disconnect.js'
import { signMessage } from './signMessage.js'

/**
 * Revokes the current session (the store may ask the wallet to sign a revocation) and
 * forgets it; in the required mode the wallet is disconnected too, since it may not stay
 * connected unsigned. A store that fails to revoke is logged; the session is dropped here anyway.
 */
export async function siwxSignOut(ctx: ClientContext, runtime: SiwxRuntime): Promise<void> {
  const target = siwxTarget(ctx, runtime)
  const session = ctx.store.getState().siwx.session
  if (target) {
    try {
      await runtime.config.revokeSession(target.key, {
        signMessage: (text) => signMessage(ctx, text, target.namespace),
      })
    } catch (error) {
      ctx.logger.warn('The session store did not revoke the session', error)
    }
  }
  runtime.lastSigned = undefined
  runtime.generation += 1
  patchSiwx(ctx, SIWX_SIGNED_OUT)
  if (session)
    ctx.emit({ type: 'SIWX_SIGNED_OUT', chainId: session.data.chainId, address: session.data.accountAddress })
  if (ctx.store.getState().siwx.required && target) {
    try {
      await disconnect(ctx)
    } catch (error) {
      ctx.logger.warn('Disconnecting after sign-out failed', error)
    }
  }
}
