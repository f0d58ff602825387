import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { withActions } from '../loadActions.js'

/** Refreshes a balance in the background (after a connection or a chain change); failures are logged. */
export function refreshBalanceLater(ctx: ClientContext, namespace: NetworkNamespace): void {
  withActions((actions) => actions.refreshBalance(ctx, namespace)).catch((error: unknown) =>
    ctx.logger.warn('Balance refresh failed', error),
  )
}
