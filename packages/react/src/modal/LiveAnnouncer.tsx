import { activeNamespace } from '../hooks/activeNamespace.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'

/** Speaks connection progress and errors to screen readers. */
export function LiveAnnouncer() {
  const message = useSigilSelector((state) => {
    const namespace = activeNamespace(state)
    if (state.connection.lastError) return state.connection.lastError.shortMessage
    const status = state.connection.status[namespace]
    if (status === 'connecting') return 'Connecting…'
    if (status === 'connected' && state.modal.open) return 'Connected'
    return ''
  })
  return (
    <div className="sigil-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  )
}
