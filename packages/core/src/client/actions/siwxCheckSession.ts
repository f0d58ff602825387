import type { ClientContext } from '../context.js'
import { patchSiwx, type SiwxRuntime, setSignedIn, siwxTarget } from '../siwx/siwxRuntime.js'
import { close } from './close.js'
import { open } from './open.js'
import { replace } from './router.js'
import { siwxInitFailed } from './siwxInitFailed.js'

export type SiwxCheckReason = 'connect' | 'network'

/**
 * Looks up the session of the connected address on the active network. Found: signed in,
 * nothing is asked (R-SIWX-05). Missing: SIWXSignMessage opens after a connect (R-SIWX-04),
 * and after a network switch only when sign-in is required. A store that fails is an
 * initialisation failure (R-SIWX-10).
 */
export async function siwxCheckSession(
  ctx: ClientContext,
  runtime: SiwxRuntime,
  reason: SiwxCheckReason,
): Promise<void> {
  const generation = ++runtime.generation
  const target = siwxTarget(ctx, runtime)
  if (!target) {
    patchSiwx(ctx, { status: 'idle', session: undefined, error: undefined, declined: undefined })
    return
  }
  let session: Awaited<ReturnType<typeof runtime.config.getSession>>
  try {
    session = await runtime.config.getSession(target.key)
  } catch (error) {
    if (generation === runtime.generation) await siwxInitFailed(ctx, error)
    return
  }
  if (generation !== runtime.generation) return
  const { modal, router, siwx } = ctx.store.getState()
  if (session) {
    setSignedIn(ctx, runtime, session, target.key)
    if (modal.open && router.view === 'SIWXSignMessage') close(ctx)
    return
  }
  if (siwx.status === 'signing') return
  patchSiwx(ctx, { status: 'idle', session: undefined, error: undefined, declined: undefined })
  if (reason === 'network' && !siwx.required) return
  if (!modal.open) await open(ctx, { view: 'SIWXSignMessage' })
  else if (router.view !== 'SIWXSignMessage') replace(ctx, 'SIWXSignMessage')
}
