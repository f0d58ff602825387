import { forwardRef, useId } from 'react'
import { useT } from '../../strings/useT.js'

export const OTP_LENGTH = 6

/** Keeps the digits of what was typed or pasted ('123 456', '123-456' → '123456'), at most six. */
export function otpDigits(value: string): { digits: string; hadLetters: boolean } {
  return { digits: value.replace(/\D/g, '').slice(0, OTP_LENGTH), hadLetters: /[^\d\s-]/.test(value) }
}

type OtpInputProps = {
  value: string
  disabled: boolean
  error: string | undefined
  onChange(digits: string, hadLetters: boolean): void
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
        onChange={(event) => {
          const { digits, hadLetters } = otpDigits(event.target.value)
          onChange(digits, hadLetters)
        }}
      />
      {error && (
        <p id={errorId} className="sigil-text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
})
