import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_GAP_MS } from '../../constants/index.js'
import type { ClientContext } from '../context.js'
import { timersOf } from '../contextParts.js'
import type { Notification, NotificationVariant } from '../types.js'

const GAP_TIMER = 'notification:gap'
const AUTO_CLOSE_TIMER = 'notification:autoClose'

function display(ctx: ClientContext, notification: Notification): void {
  ctx.store.setState({ notification })
  if (notification.variant === 'auto-close')
    timersOf(ctx).setNamed(AUTO_CLOSE_TIMER, () => hideNotification(ctx), NOTIFICATION_AUTO_CLOSE_MS)
}

/**
 * Shows the notification bar (R-UI-15 variants). Replacing one that is open hides it first
 * and shows the new one 150 ms later (R-UI-16).
 */
export function showNotification(ctx: ClientContext, message: string, variant: NotificationVariant): void {
  const next: Notification = { id: ctx.nextId('notification'), message, variant }
  timersOf(ctx).clearNamed(AUTO_CLOSE_TIMER)
  timersOf(ctx).clearNamed(GAP_TIMER)
  if (ctx.store.getState().notification === undefined) {
    display(ctx, next)
    return
  }
  ctx.store.setState({ notification: undefined })
  timersOf(ctx).setNamed(GAP_TIMER, () => display(ctx, next), NOTIFICATION_GAP_MS)
}

export function hideNotification(ctx: ClientContext): void {
  timersOf(ctx).clearNamed(AUTO_CLOSE_TIMER)
  timersOf(ctx).clearNamed(GAP_TIMER)
  ctx.store.setState({ notification: undefined })
}
