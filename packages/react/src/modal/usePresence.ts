import { useEffect, useState } from 'react'

export type Presence = 'open' | 'closing' | 'closed'

/**
 * Keeps something mounted for its exit animation after `visible` turns false. Opening is
 * decided during render, not in an effect, so the first frame after `open()` already shows it.
 */
export function usePresence(visible: boolean, exitMs: number): Presence {
  const [shownBefore, setShownBefore] = useState(visible)
  const [exiting, setExiting] = useState(false)
  if (visible !== shownBefore) {
    // Adjusting state while rendering (React re-renders at once, before committing).
    setShownBefore(visible)
    setExiting(!visible)
  }
  useEffect(() => {
    if (!exiting) return
    const timer = setTimeout(() => setExiting(false), exitMs)
    return () => clearTimeout(timer)
  }, [exiting, exitMs])
  if (visible) return 'open'
  return exiting ? 'closing' : 'closed'
}
