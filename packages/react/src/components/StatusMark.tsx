import type { ReactNode } from 'react'
import { CheckIcon } from './icons.js'
import { Spinner } from './Spinner.js'

export type StatusState = 'waiting' | 'failed' | 'done'

/** An exclamation mark, for the failure badge. */
const AlertGlyph = () => (
  <svg
    aria-hidden="true"
    width="14"
    height="14"
    viewBox="0 0 16 16"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.4"
    strokeLinecap="round"
  >
    <path d="M8 3.5v5.5M8 12.5h.01" />
  </svg>
)

/**
 * A wallet's or network's picture with the state of what it is asked, told by shape and not by
 * colour alone: a turning ring while waiting, a badge with "!" on failure and a check
 * when done. The words beside it say the same; the marks are decorative to assistive tech.
 */
export function StatusMark({ state, children }: { state: StatusState; children: ReactNode }) {
  return (
    <span className="sigil-status-image" data-state={state} data-failed={state === 'failed' || undefined}>
      {children}
      {state === 'waiting' && <Spinner />}
      {state !== 'waiting' && (
        <span className="sigil-status-badge" data-state={state} aria-hidden="true">
          {state === 'failed' ? <AlertGlyph /> : <CheckIcon size={14} />}
        </span>
      )}
    </span>
  )
}
