import { SIWX_INIT_FAILED } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { patchSiwx } from '../siwx/siwxRuntime.js'
import { disconnect } from './disconnect.js'
import { reset } from './router.js'
import { showToast } from './showToast.js'

/**
 * Sign-in could not start (the session store failed): say so, disconnect and go back to
 * Connect (R-SIWX-10, R-ERR-04). The modal stays as it was, on Connect.
 */
export async function siwxInitFailed(ctx: ClientContext, cause: unknown): Promise<void> {
  ctx.logger.warn('Sign-in could not start', cause)
  showToast(ctx, SIWX_INIT_FAILED.message, 'error')
  ctx.emit({ type: 'SIWX_ERROR', stage: 'init', message: SIWX_INIT_FAILED.message, cause })
  try {
    await disconnect(ctx, { closeModal: false })
  } catch (error) {
    ctx.logger.warn('Disconnecting after a failed sign-in start failed', error)
  }
  patchSiwx(ctx, { status: 'idle', session: undefined, error: undefined, declined: undefined })
  reset(ctx, 'Connect')
}
