import { TOAST_SWIPE_THRESHOLD_PX, TOAST_SWIPE_VELOCITY } from '@sigil/core/internal'

/** A swipe far enough, or fast enough (px/ms), dismisses a toast; anything less springs back. */
export function isDismissingSwipe(distancePx: number, durationMs: number): boolean {
  const distance = Math.abs(distancePx)
  const velocity = durationMs > 0 ? distance / durationMs : 0
  return distance > TOAST_SWIPE_THRESHOLD_PX || velocity > TOAST_SWIPE_VELOCITY
}
