import { activeNamespace } from '../hooks/activeNamespace.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { errorText } from '../strings/errorText.js'
import { useT } from '../strings/useT.js'

/** Speaks connection progress and errors to screen readers. */
export function LiveAnnouncer() {
  const t = useT()
  const message = useSigilSelector((state) => {
    const namespace = activeNamespace(state)
    if (state.connection.lastError) return errorText(t, state.connection.lastError, 'error.FAILED_TO_CONNECT')
    const status = state.connection.status[namespace]
    if (status === 'connecting') return t('common.connecting')
    if (status === 'connected' && state.modal.open) return t('common.connected')
    return ''
  })
  return (
    <div className="sigil-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  )
}
