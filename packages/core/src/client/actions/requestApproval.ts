import type { ClientContext } from '../context.js'
import { getRpcPermission } from '../rpcPermissions.js'
import { open } from './open.js'
import { pushTransaction } from './router.js'

export type RequestApprovalParameters = { method: string; params?: unknown }
export type RequestApprovalReturnType = 'safe' | 'approval'

/**
 * Routes an RPC request by the allow-lists: a safe method runs at once; a not-safe one
 * opens ApproveTransaction (R-STATE-05) as a transaction flow; any other method throws
 * RPC_METHOD_NOT_ALLOWED and is logged (R-SEC-02).
 */
export function requestApproval(
  ctx: ClientContext,
  request: RequestApprovalParameters,
): RequestApprovalReturnType {
  let permission: ReturnType<typeof getRpcPermission>
  try {
    permission = getRpcPermission(request.method)
  } catch (error) {
    ctx.logger.error(`Blocked the RPC method ${request.method}`)
    throw error
  }
  if (permission === 'safe') return 'safe'
  if (ctx.store.getState().modal.open) {
    pushTransaction(ctx, 'ApproveTransaction', request)
    return 'approval'
  }
  void open(ctx, { view: 'ApproveTransaction', data: request })
  ctx.store.setState((state) => ({
    router: {
      ...state.router,
      transactionStack: [...state.router.transactionStack, { view: 'ApproveTransaction', data: request }],
    },
  }))
  return 'approval'
}
