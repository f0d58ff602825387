import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '../../constants/index.js'
import type { ClientContext } from '../context.js'
import { timersOf } from '../contextParts.js'
import type { Toast } from '../types.js'

/** Adds a toast that dismisses itself after 4000 ms (R-UI-25); returns its id (`id` when given). */
export function showToast(
  ctx: ClientContext,
  message: string,
  variant: Toast['variant'] = 'info',
  id: string = ctx.nextId('toast'),
): string {
  const toast: Toast = { id, message, variant, createdAt: ctx.clock.now() }
  ctx.store.setState((state) => ({ toasts: [...state.toasts, toast] }))
  timersOf(ctx).setNamed(`toast:${id}`, () => dismissToast(ctx, id), TOAST_DURATION_MS)
  return id
}

/**
 * Marks a toast dismissed (by its timer, a swipe or its close button, R-UI-17); it leaves
 * the list 200 ms later so its exit can animate (R-UI-28).
 */
export function dismissToast(ctx: ClientContext, id: string): void {
  const toast = ctx.store.getState().toasts.find((t) => t.id === id)
  if (!toast || toast.dismissedAt !== undefined) return
  timersOf(ctx).clearNamed(`toast:${id}`)
  const dismissedAt = ctx.clock.now()
  ctx.store.setState((state) => ({
    toasts: state.toasts.map((t) => (t.id === id ? { ...t, dismissedAt } : t)),
  }))
  timersOf(ctx).setNamed(
    `toast:${id}`,
    () => ctx.store.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
    TOAST_REMOVE_DELAY_MS,
  )
}
