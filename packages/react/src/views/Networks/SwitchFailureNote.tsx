import { useSigilSelector } from '../../hooks/useSigilSelector.js'

/** Why the last switch did not happen, in words a person can act on (the client's `chain.switchFailure`). */
export function SwitchFailureNote() {
  const failure = useSigilSelector((state) => state.chain.switchFailure)
  if (!failure) return null
  return (
    <p
      className="sigil-text-error"
      role="alert"
      data-switch-failure={failure.reason}
      style={{ marginBottom: 14 }}
    >
      {failure.message}
    </p>
  )
}
