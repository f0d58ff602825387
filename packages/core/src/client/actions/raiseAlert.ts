import type { AlertCode } from '../../errors/catalogue.js'
import type { ClientContext } from '../context.js'
import { runAction } from '../loadActions.js'

/**
 * Shows an alert once (a second raise of the same code does not stack) and emits ALERT. The
 * alerts' words load with the client's actions (showAlert), not with the page.
 */
export function raiseAlert(ctx: ClientContext, code: AlertCode): void {
  runAction(ctx.logger, (actions) => actions.showAlert(ctx, code))
}

export function dismissAlert(ctx: ClientContext, code: AlertCode): void {
  ctx.store.setState((state) => ({ alerts: state.alerts.filter((a) => a.code !== code) }))
}
