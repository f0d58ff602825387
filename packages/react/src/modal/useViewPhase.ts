import type { View } from '@sigil/core'
import { ANIMATION_VIEW_OUT_MS } from '@sigil/core/internal'
import { useEffect, useState } from 'react'

export type ShownViews = {
  /** The router's view: it arrives at once, playing its arriving animation. */
  view: View
  phase: 'in'
  /** The view it replaced, kept on screen for its leaving animation, drawn under the arriving one. */
  leaving: View | undefined
}

/**
 * The views on screen: the router's, arriving at once, and the one it replaced while that plays
 * its leaving animation (the two cross-fade). The arriving view mounts with the change, so what it
 * starts (a pairing's QR code, a request) is not held back by the leaving animation.
 * `instant`: a change shows the new view alone (nobody sees the card: it is parked or just revealed).
 */
export function useViewPhase(view: View, instant = false): ShownViews {
  const [current, setCurrent] = useState(view)
  const [leaving, setLeaving] = useState<View | undefined>(undefined)
  if (current !== view) {
    // Adjusting state while rendering: the first frame after the change already holds both views.
    setCurrent(view)
    setLeaving(instant ? undefined : current)
  }
  useEffect(() => {
    if (leaving === undefined) return
    const timer = setTimeout(() => setLeaving(undefined), ANIMATION_VIEW_OUT_MS)
    return () => clearTimeout(timer)
  }, [leaving])
  // Back to the leaving view before its animation ended: it arrives again, the other leaves.
  return { view, phase: 'in', leaving: leaving === view || instant ? undefined : leaving }
}
