import { createError, MODAL_CLOSED } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { isConnected } from '../selectors.js'
import { patchChain, patchModal, patchRouter } from '../stateUpdates.js'

/**
 * Closes and resets the router to Connect (R-STATE-12). With an empty transaction stack the
 * pending RPC requests are rejected with MODAL_CLOSED (R-STATE-27); a non-empty stack means
 * a flow (an approval) still owns its requests and settles them itself.
 */
export function close(ctx: ClientContext): void {
  const state = ctx.store.getState()
  if (!state.modal.open) return
  if (state.router.transactionStack.length === 0) {
    const requests = [...ctx.pending]
    ctx.pending.clear()
    for (const request of requests) request.reject(createError(MODAL_CLOSED))
  }
  patchModal(ctx.store, { open: false, loading: false, shake: false })
  patchRouter(ctx.store, {
    view: 'Connect',
    data: undefined,
    history: [{ view: 'Connect' }],
    transactionStack: [],
  })
  if (state.chain.isSwitchingNamespace) patchChain(ctx.store, { isSwitchingNamespace: false })
  ctx.emit({ type: 'MODAL_CLOSE', connected: isConnected(ctx.store.getState()) })
}
