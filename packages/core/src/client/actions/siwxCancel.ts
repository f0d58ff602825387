import type { ClientContext } from '../context.js'
import { abandonSignIn, patchSiwx, type SiwxRuntime, siwxTarget } from '../siwx/siwxRuntime.js'
import { close } from './close.js'
import { disconnect } from './disconnect.js'
import { switchNetwork } from './switchNetwork.js'

/**
 * The sign view's cancel. Not required: close, connected but not signed in. Required: go
 * back to the last network that had a session for this address (R-SIWX-08), else
 * disconnect (R-SIWX-09). Never throws.
 */
export async function siwxCancel(ctx: ClientContext, runtime: SiwxRuntime): Promise<void> {
  const state = ctx.store.getState()
  // A request still open in the wallet is given up: its late answer changes nothing.
  abandonSignIn(runtime)
  if (!state.siwx.required) {
    close(ctx)
    if (state.siwx.status !== 'signed')
      patchSiwx(ctx, { status: 'idle', error: undefined, declined: undefined })
    return
  }
  const target = siwxTarget(ctx, runtime)
  const last = runtime.lastSigned
  const canReturn =
    target &&
    last &&
    last.chainId !== target.key.chainId &&
    last.chainId.split(':')[0] === target.namespace &&
    last.address.toLowerCase() === target.address.toLowerCase() &&
    (await runtime.config.getSession(last).catch(() => undefined)) !== undefined
  try {
    if (canReturn) {
      close(ctx)
      await switchNetwork(ctx, last.chainId)
      return
    }
  } catch (error) {
    ctx.logger.warn('Switching back to the last signed network failed; disconnecting', error)
  }
  try {
    await disconnect(ctx)
  } catch (error) {
    ctx.logger.warn('Disconnecting after a cancelled sign-in failed', error)
  }
}
