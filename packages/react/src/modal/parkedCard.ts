import type { View } from '@sigil/core'
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { openingViewOf } from '../element/warmViews.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { preloadView } from '../views/registry.js'

/**
 * The view a plain `open()` would show now, once its code has arrived; `null` until then or when
 * `enabled` is false. While the modal is closed its card stays drawn on this view, hidden and
 * inert, so opening only reveals it.
 */
export function useParkedView(enabled: boolean): View | null {
  const client = useSigilClient()
  const opening = useSigilSelector((state) => (enabled ? openingViewOf(client, state) : null))
  const [loaded, setLoaded] = useState<View | null>(null)
  useEffect(() => {
    if (!opening) return
    let live = true
    preloadView(opening).then(
      () => live && setLoaded(opening),
      () => {
        // Not parked on a view whose code failed to load: opening loads it again, with its own error.
      },
    )
    return () => {
      live = false
    }
  }, [opening])
  return enabled ? loaded : null
}

/**
 * For a card that is `parked`: keeps `inert` on its overlay while parked (React 18 does not know
 * the attribute; set before the browser draws, like the attributes React sets), and says when a
 * view change must show at once: while parked, and in the render that reveals the card.
 */
export function useParking(parked: boolean): {
  overlayRef: RefObject<HTMLDivElement | null>
  instant: boolean
} {
  const overlayRef = useRef<HTMLDivElement>(null)
  const wasParked = useRef(parked)
  useLayoutEffect(() => {
    wasParked.current = parked
    overlayRef.current?.toggleAttribute('inert', parked)
  }, [parked])
  return { overlayRef, instant: parked || wasParked.current }
}
