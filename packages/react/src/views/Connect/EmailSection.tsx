import { AUTH_CONNECTOR_ID, isEmail } from '@sigil/core/internal'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '../../components/Button.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useT } from '../../strings/useT.js'
import { loginErrorText } from '../EmailLogin/loginErrorText.js'

/** Sends the sign-in code through the embedded wallet, then shows EmailLogin for it (or connects a verified device). */
export function EmailSection() {
  const t = useT()
  const client = useSigilClient()
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string>()
  const inputId = useId()
  const errorId = useId()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    if (!address || sending) return
    // Said in our words before the embedded wallet is asked (it refuses one too).
    if (!isEmail(address)) {
      setError(t('connect.email.invalid'))
      return
    }
    setSending(true)
    setError(undefined)
    try {
      const auth = await client.getAuthConnector()
      const { action } = await auth.connectEmail(address)
      // An already verified device needs no code: the session is there to connect.
      if (action === 'CONNECT') await client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
      else client.router.push('EmailLogin', { email: address, action })
    } catch (cause) {
      setError(loginErrorText(cause, t))
    } finally {
      setSending(false)
    }
  }
  return (
    <form className="sigil-stack" onSubmit={submit} noValidate>
      <div className="sigil-row">
        <label htmlFor={inputId} className="sigil-visually-hidden">
          {t('connect.email.label')}
        </label>
        <input
          id={inputId}
          className="sigil-input"
          type="email"
          placeholder={t('connect.email.label')}
          autoComplete="email"
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value)
            setError(undefined)
          }}
        />
        <Button
          type="submit"
          style={{ flex: 'none' }}
          disabled={!email.trim() || sending}
          aria-busy={sending}
        >
          {sending ? t('connect.email.sending') : t('connect.email.continue')}
        </Button>
      </div>
      {error && (
        <p id={errorId} className="sigil-text-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
