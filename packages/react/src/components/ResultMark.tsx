import { CheckIcon } from './icons.js'

/**
 * The round mark above a finished Send, Swap or Buy: a check on success, "!" on error. Its rules
 * (`RESULT_MARK_CSS`) travel in the chunks of the views that use it, not in the modal's styles.
 */
export function ResultMark({ tone }: { tone: 'success' | 'error' }) {
  return (
    <span className="sigil-result-mark" data-tone={tone} aria-hidden="true">
      {tone === 'success' ? <CheckIcon size={28} /> : '!'}
    </span>
  )
}

export const RESULT_MARK_CSS = `
.sigil-result-mark{width:56px;height:56px;display:grid;place-items:center;border-radius:999px;background:color-mix(in srgb,var(--sigil-success) 14%,var(--sigil-bg-1));color:var(--sigil-success);font-size:26px;font-weight:700}
.sigil-result-mark[data-tone="error"]{background:color-mix(in srgb,var(--sigil-error) 14%,var(--sigil-bg-1));color:var(--sigil-error)}
`
