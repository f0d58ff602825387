import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { openingViewOf } from '../element/warmViews.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { preloadView } from '../views/registry.js'
import { DialogCard } from './ModalDialog.js'
import { ModalOptionsContext } from './ModalOptionsContext.js'

/** No data sources: the warm-up render must not fetch anything. */
const NO_SOURCES = {}

/**
 * Renders the view the modal would open on once, hidden and inert, while the page is idle, then
 * removes it. The first real open then finds its code compiled, its style rules matched and its
 * text shaped: it costs what a second open costs. Nothing is fetched (no data sources) and
 * nothing can be focused or read (inert, aria-hidden, invisible).
 */
export function ModalWarmUp({ onDone }: { onDone: () => void }) {
  const client = useSigilClient()
  const open = useSigilSelector((state) => state.modal.open)
  const [view] = useState(() => openingViewOf(client))
  const [ready, setReady] = useState(false)
  const frame = useRef<HTMLDivElement>(null)

  useEffect(() => {
    let live = true
    preloadView(view).then(
      () => live && setReady(true),
      () => live && onDone(),
    )
    return () => {
      live = false
    }
  }, [view, onDone])

  useEffect(() => {
    if (open) onDone()
  }, [open, onDone])

  useLayoutEffect(() => {
    const element = frame.current
    if (!ready || !element) return
    element.setAttribute('inert', '')
    // Lays the card out now, inside this idle task, instead of during the first click.
    element.getBoundingClientRect()
    const timer = setTimeout(onDone, 0)
    return () => clearTimeout(timer)
  }, [ready, onDone])

  if (!ready || open) return null
  return (
    <div ref={frame} className="sigil-warmup" aria-hidden="true">
      <ModalOptionsContext.Provider value={NO_SOURCES}>
        <DialogCard embedded={false} presence="open" open={false} view={view} />
      </ModalOptionsContext.Provider>
    </div>
  )
}
