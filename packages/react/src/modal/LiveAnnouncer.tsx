import { activeNamespace } from '../hooks/activeNamespace.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { errorText } from '../strings/errorText.js'
import { useT } from '../strings/useT.js'

/** Speaks connection progress and errors to screen readers. */
export function LiveAnnouncer() {
  const t = useT()
  // The state is selected and translated in render, so the words follow a locale that arrives later.
  const spoken = useSigilSelector((state) => {
    const namespace = activeNamespace(state)
    if (state.connection.lastError) return { error: state.connection.lastError }
    const status = state.connection.status[namespace]
    if (status === 'connecting') return 'common.connecting' as const
    if (status === 'connected' && state.modal.open) return 'common.connected' as const
    return undefined
  }, sameSpoken)
  const message =
    spoken === undefined
      ? ''
      : typeof spoken === 'string'
        ? t(spoken)
        : errorText(t, spoken.error, 'error.FAILED_TO_CONNECT')
  return (
    <div className="sigil-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-region">
      {message}
    </div>
  )
}

type Spoken = 'common.connecting' | 'common.connected' | { error: unknown } | undefined

function sameSpoken(a: Spoken, b: Spoken): boolean {
  return typeof a === 'object' && typeof b === 'object' ? a.error === b.error : a === b
}
