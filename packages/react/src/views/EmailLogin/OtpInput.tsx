import { forwardRef, useId } from 'react'
import { useT } from '../../strings/useT.js'

type OtpInputProps = {
  value: string
  disabled: boolean
  error: string | undefined
  /** What was typed or pasted, as it is: the session keeps the digits. */
  onChange(text: string): void
  /** The field's name for assistive technology (default 'Sign-in code'). */
  label?: string
}

/** One field for the whole code, so a pasted code or the phone's one-time-code fill lands at once. */
export const OtpInput = forwardRef<HTMLInputElement, OtpInputProps>(function OtpInput(
  { value, disabled, error, onChange, label },
  ref,
) {
  const t = useT()
  const inputId = useId()
  const errorId = useId()
  return (
    <div className="sigil-stack" style={{ width: '100%' }}>
      <label htmlFor={inputId} className="sigil-visually-hidden">
        {label ?? t('email.codeLabel')}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="sigil-input sigil-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        placeholder={t('email.codePlaceholder')}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={errorId} className="sigil-text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
})
