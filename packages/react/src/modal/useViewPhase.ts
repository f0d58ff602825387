import type { View } from '@sigil/core'
import { ANIMATION_VIEW_OUT_MS } from '@sigil/core/internal'
import { useEffect, useLayoutEffect, useState } from 'react'

type Shown = { view: View; phase: 'in' | 'out' }

/**
 * The view on screen lags the router's by the leaving animation, then plays the arriving one.
 * `instant`: a change shows the new view at once (nobody sees the card: it is parked or just revealed).
 */
export function useViewPhase(view: View, instant = false): Shown {
  const [state, setShown] = useState<Shown>({ view, phase: 'in' })
  const shown = instant && state.view !== view ? { view, phase: 'in' as const } : state
  // Kept before the browser draws, so a later render does not fall back to the previous view.
  useLayoutEffect(() => {
    if (instant && state.view !== view) setShown({ view, phase: 'in' })
  }, [instant, view, state.view])
  useEffect(() => {
    // Back to the shown view before its leaving animation ended: let it arrive again.
    if (view === shown.view) {
      setShown((current) => (current.phase === 'out' ? { view, phase: 'in' } : current))
      return
    }
    setShown((current) => ({ ...current, phase: 'out' }))
    const timer = setTimeout(() => setShown({ view, phase: 'in' }), ANIMATION_VIEW_OUT_MS)
    return () => clearTimeout(timer)
  }, [view, shown.view])
  return shown
}
