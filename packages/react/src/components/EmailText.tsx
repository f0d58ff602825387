import { truncateEmail } from '../format/truncateEmail.js'

/**
 * An email as spec §5 displays it, shortened past 30 characters (R-UI-18). A shortened one keeps
 * the whole address one hover or focus away (it takes the place of the short one) and gives it,
 * not the short one, to screen readers.
 */
export function EmailText({ email }: { email: string }) {
  const shown = truncateEmail(email)
  if (shown === email) return email
  return (
    // Focusable so that a keyboard reaches the whole address too, not only a pointer.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the focus reveals the address; nothing else to press
    <span className="sigil-email" tabIndex={0} dir="ltr">
      <span className="sigil-email__short" aria-hidden="true">
        {shown}
      </span>
      <span className="sigil-email__full sigil-visually-hidden">{email}</span>
    </span>
  )
}
