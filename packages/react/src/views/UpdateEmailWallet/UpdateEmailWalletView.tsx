import { AUTH_CONNECTOR_ID, type AuthConnector } from '@sigil/core'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { EmailText } from '../../components/EmailText.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { loginErrorText } from '../EmailLogin/loginErrorText.js'
import { OTP_LENGTH, OtpInput } from '../EmailLogin/OtpInput.js'

type Step = 'email' | 'sending' | 'primary' | 'secondary' | 'checking' | 'confirming' | 'success'

/**
 * Changing the embedded wallet's email (R-EMBED-15): the new email, then a code sent to the
 * current email (primary), then a code sent to the new one (secondary), then success once the
 * secure site reports the new email (asked every 1 s, R-PERF-06). Focus moves to the field of
 * each step, and to the way back at the end.
 */
export default function UpdateEmailWalletView() {
  const t = useT()
  const client = useSigilClient()
  const current = useSigilSelector(
    (state) => state.accounts[activeNamespace(state)]?.user?.email ?? undefined,
  )
  const isEmbedded = useSigilSelector(
    (state) => state.connection.activeConnectorId[activeNamespace(state)] === AUTH_CONNECTOR_ID,
  )
  const [auth, setAuth] = useState<AuthConnector>()
  const [step, setStep] = useState<Step>('email')
  const [codeStep, setCodeStep] = useState<'primary' | 'secondary'>('primary')
  const [newEmail, setNewEmail] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const emailField = useRef<HTMLInputElement>(null)
  const codeField = useRef<HTMLInputElement>(null)
  const done = useRef<HTMLButtonElement>(null)
  const alive = useRef(true)
  const emailId = useId()
  const errorId = useId()

  useEffect(() => {
    alive.current = true
    client.getAuthConnector().then(
      (connector) => alive.current && setAuth(connector),
      (cause: unknown) => alive.current && setError(loginErrorText(cause, t)),
    )
    return () => {
      alive.current = false
    }
  }, [client, t])

  useEffect(() => {
    if (step === 'email') emailField.current?.focus()
    else if (step === 'primary' || step === 'secondary') codeField.current?.focus()
    else if (step === 'success') done.current?.focus()
  }, [step])

  const submitEmail = async (event: FormEvent) => {
    event.preventDefault()
    if (!auth || step !== 'email') return
    setError(undefined)
    setStep('sending')
    try {
      await auth.updateEmail(newEmail.trim())
      if (!alive.current) return
      setCode('')
      setCodeStep('primary')
      setStep('primary')
    } catch (cause) {
      if (!alive.current) return
      setError(loginErrorText(cause, t))
      setStep('email')
    }
  }

  const verify = async (otp: string) => {
    if (!auth) return
    const which = codeStep
    setError(undefined)
    setStep('checking')
    try {
      if (which === 'primary') {
        await auth.updateEmailPrimaryOtp(otp)
        if (!alive.current) return
        setCode('')
        setCodeStep('secondary')
        setStep('secondary')
      } else {
        setStep('confirming')
        await auth.updateEmailSecondaryOtp(otp)
        if (alive.current) setStep('success')
      }
    } catch (cause) {
      if (!alive.current) return
      setError(loginErrorText(cause, t))
      setCode('')
      setStep(which)
    }
  }

  if (!isEmbedded || (!current && step === 'email'))
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{t('updateEmail.onlyEmailWallets')}</p>
        <Button variant="ghost" onClick={() => client.router.goBack()}>
          {t('common.back')}
        </Button>
      </div>
    )

  if (step === 'success')
    return (
      <div className="sigil-center" data-step={step}>
        <h3>{t('updateEmail.updated')}</h3>
        <p className="sigil-text-muted" role="status">
          {t('updateEmail.nowSignsInWith')}{' '}
          <strong data-testid="new-email">
            <EmailText email={newEmail.trim()} />
          </strong>
        </p>
        <Button ref={done} onClick={() => client.router.goBack()}>
          {t('updateEmail.backToAccount')}
        </Button>
      </div>
    )

  if (step === 'email' || step === 'sending')
    return (
      <form className="sigil-center" data-step={step} onSubmit={submitEmail} noValidate>
        <p className="sigil-text-muted">{t('email.currentEmail')}</p>
        <h3 data-testid="current-email">{current ? <EmailText email={current} /> : ''}</h3>
        <label htmlFor={emailId} className="sigil-visually-hidden">
          {t('updateEmail.newEmail')}
        </label>
        <input
          ref={emailField}
          id={emailId}
          className="sigil-input"
          type="email"
          autoComplete="email"
          placeholder={t('updateEmail.newEmail')}
          value={newEmail}
          disabled={step === 'sending'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setNewEmail(event.target.value)
            setError(undefined)
          }}
        />
        {error && (
          <p id={errorId} className="sigil-text-error" role="alert">
            {error}
          </p>
        )}
        <p className="sigil-text-muted">{t('email.changeHint')}</p>
        <Button type="submit" disabled={!auth || step === 'sending' || newEmail.trim() === ''}>
          {step === 'sending' ? t('updateEmail.sending') : t('updateEmail.continue')}
        </Button>
      </form>
    )

  const sentTo = codeStep === 'primary' ? (current ?? '') : newEmail.trim()
  return (
    <div className="sigil-center" data-step={step === 'checking' || step === 'confirming' ? step : codeStep}>
      <h3>{codeStep === 'primary' ? t('updateEmail.confirmYou') : t('updateEmail.confirmNew')}</h3>
      <p className="sigil-text-muted">
        {t('email.codeSentTo')}{' '}
        <strong data-testid="code-sent-to">
          <EmailText email={sentTo} />
        </strong>
      </p>
      <OtpInput
        ref={codeField}
        label={codeStep === 'primary' ? t('updateEmail.codeToCurrent') : t('updateEmail.codeToNew')}
        value={code}
        disabled={step === 'checking' || step === 'confirming'}
        error={error}
        onChange={(digits, hadLetters) => {
          setCode(digits)
          setError(hadLetters ? t('email.digitsOnly') : undefined)
          if (digits.length === OTP_LENGTH) void verify(digits)
        }}
      />
      {(step === 'checking' || step === 'confirming') && (
        <p className="sigil-text-muted" role="status">
          <Spinner size={14} /> {step === 'checking' ? t('email.checking') : t('updateEmail.confirming')}
        </p>
      )}
      <Button
        variant="ghost"
        disabled={step === 'checking' || step === 'confirming'}
        onClick={() => {
          setError(undefined)
          setStep('email')
        }}
      >
        {t('email.otherEmail')}
      </Button>
    </div>
  )
}
