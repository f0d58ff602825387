import { ANIMATION_VIEW_OUT_MS, type View } from '@sigil/core'
import { useEffect, useState } from 'react'

type Shown = { view: View; phase: 'in' | 'out' }

/** The view on screen lags the router's by the leaving animation, then plays the arriving one. */
export function useViewPhase(view: View): Shown {
  const [shown, setShown] = useState<Shown>({ view, phase: 'in' })
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
