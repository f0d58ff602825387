import { SIWX_SIGN_FAILED } from '../../errors/index.js'
import { formatSiwxMessage } from '../../siwx/formatSiwxMessage.js'
import type { SiwxSession } from '../../siwx/types.js'
import type { ClientContext } from '../context.js'
import { siwxAddContext } from '../siwx/siwxAddContext.js'
import { abandonSignIn, patchSiwx, type SiwxRuntime, setSignedIn, siwxTarget } from '../siwx/siwxRuntime.js'
import { close } from './close.js'
import { isUserRejection } from './isUserRejection.js'
import { open } from './open.js'
import { signMessage } from './signMessage.js'

/**
 * Writes the message, has the wallet sign it, and hands the session to the config, which
 * verifies and stores it. Success closes the sign view (R-SIWX-06). A failure of any step
 * (rejected, refused, unreachable) leaves SIWXSignMessage showing 'Error signing message'
 * with its retry (R-SIWX-07, R-ERR-05); nothing is stored then. Asked again while the wallet
 * has not answered, the newer request decides: an older one's failure is dropped, and its
 * signature still signs in. After a cancel or a disconnect every earlier answer is dropped.
 * Never throws.
 */
export async function siwxSignIn(ctx: ClientContext, runtime: SiwxRuntime): Promise<SiwxSession | undefined> {
  const target = siwxTarget(ctx, runtime)
  if (!target) return undefined
  const attempt = (runtime.signAttempt ?? 0) + 1
  runtime.signAttempt = attempt
  const abandoned = () => attempt <= (runtime.abandonedAttempt ?? 0)
  patchSiwx(ctx, { status: 'signing', error: undefined, declined: undefined })
  try {
    const data = await runtime.config.createMessage({
      accountAddress: target.address,
      chainId: target.key.chainId,
    })
    const message = data.serializedMessage ?? formatSiwxMessage(data)
    const signature = await signMessage(ctx, message, target.namespace)
    if (abandoned()) return undefined
    const session: SiwxSession = { data, message, signature }
    await runtime.config.addSession(
      session,
      siwxAddContext(ctx, { address: target.address, chainId: target.key.chainId }, target.network),
    )
    const stored = (await runtime.config.getSession(target.key).catch(() => undefined)) ?? session
    if (abandoned()) return undefined
    // Signed: the requests still open (a retry) have nothing left to decide.
    abandonSignIn(runtime)
    setSignedIn(ctx, runtime, stored, target.key)
    ctx.emit({ type: 'SIWX_SIGNED_IN', session: stored })
    const { modal, router } = ctx.store.getState()
    if (modal.open && router.view === 'SIWXSignMessage') close(ctx)
    return stored
  } catch (error) {
    if (abandoned() || attempt !== runtime.signAttempt) {
      ctx.logger.warn('A sign-in request given up or asked again failed', error)
      return undefined
    }
    ctx.logger.warn('Signing in failed', error)
    patchSiwx(ctx, {
      status: 'error',
      error: SIWX_SIGN_FAILED.message,
      session: undefined,
      ...(isUserRejection(error) ? { declined: true } : {}),
    })
    ctx.emit({ type: 'SIWX_ERROR', stage: 'sign', message: SIWX_SIGN_FAILED.message, cause: error })
    const { modal, router } = ctx.store.getState()
    if (!modal.open || router.view !== 'SIWXSignMessage') await open(ctx, { view: 'SIWXSignMessage' })
    return undefined
  }
}
