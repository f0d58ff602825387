import type { ClientContext } from '../context.js'

/** Close is disabled on the sign and approve views while sign-in is required and unsigned (spec §4). */
export function canClose(ctx: ClientContext): boolean {
  const { router, siwx } = ctx.store.getState()
  const guarded = router.view === 'SIWXSignMessage' || router.view === 'ApproveTransaction'
  return !(guarded && siwx.required && siwx.status !== 'signed')
}
