import { AUTH_CONNECTOR_ID, type AuthConnector } from '@sigil/core'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { EmailText } from '../../components/EmailText.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { routeString } from '../routeData.js'
import { loginErrorText } from './loginErrorText.js'
import { OTP_LENGTH, OtpInput } from './OtpInput.js'
import { useEmailCooldown } from './useEmailCooldown.js'

type Phase = 'device' | 'otp' | 'verifying' | 'connecting'

/**
 * Email login after the first code went out (R-EMBED-13): a device approval first when the
 * secure site asks for it, then the code; a full code is checked at once, and the embedded
 * wallet then connects. Resending waits out the cooldown, counting it down (R-ERR-07).
 */
export default function EmailLoginView() {
  const t = useT()
  const client = useSigilClient()
  const data = useSigilSelector((state) => state.router.data)
  const email = routeString(data, 'email')
  const [auth, setAuth] = useState<AuthConnector>()
  const [phase, setPhase] = useState<Phase>(
    routeString(data, 'action') === 'VERIFY_DEVICE' ? 'device' : 'otp',
  )
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState<string>()
  const [cooldown, restartCooldown] = useEmailCooldown(auth, email)
  const input = useRef<HTMLInputElement>(null)
  const alive = useRef(true)

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
    if (phase !== 'device' || !auth) return
    let current = true
    auth.connectDevice().then(
      () => current && setPhase('otp'),
      (cause: unknown) => current && setError(loginErrorText(cause, t)),
    )
    return () => {
      current = false
    }
  }, [phase, auth, t])

  useEffect(() => {
    if (phase === 'otp') input.current?.focus()
  }, [phase])

  const verify = async (otp: string) => {
    if (!auth) return
    setPhase('verifying')
    setError(undefined)
    try {
      await auth.connectOtp(otp)
      if (!alive.current) return
      setPhase('connecting')
      await client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
    } catch (cause) {
      if (!alive.current) return
      setError(loginErrorText(cause, t))
      setCode('')
      setPhase('otp')
    }
  }

  const resend = async () => {
    if (!auth || !email) return
    setError(undefined)
    setNotice(undefined)
    try {
      const { action } = await auth.connectEmail(email)
      if (!alive.current) return
      if (action === 'CONNECT') {
        setPhase('connecting')
        await client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
        return
      }
      restartCooldown()
      setCode('')
      setPhase(action === 'VERIFY_DEVICE' ? 'device' : 'otp')
      setNotice(t('email.newCodeSent'))
      // Resend is about to be disabled by the cooldown: the new code goes in the field, so focus does too.
      if (action !== 'VERIFY_DEVICE') input.current?.focus()
    } catch (cause) {
      if (alive.current) setError(loginErrorText(cause, t))
    }
  }

  if (!email)
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{t('email.noEmail')}</p>
        <Button variant="ghost" onClick={() => client.router.goBack()}>
          {t('common.back')}
        </Button>
      </div>
    )

  return (
    <div className="sigil-center" data-phase={phase}>
      {phase === 'device' ? (
        <>
          <Spinner size={32} />
          <h3>{t('email.approveDevice')}</h3>
          <p className="sigil-text-muted">
            {t('email.deviceLinkBefore')}{' '}
            <strong data-testid="email">
              <EmailText email={email} />
            </strong>{' '}
            {t('email.deviceLinkAfter')}
          </p>
          {error && (
            <p className="sigil-text-error" role="alert">
              {error}
            </p>
          )}
        </>
      ) : (
        <>
          <h3>{t('email.enterCode')}</h3>
          <p className="sigil-text-muted">
            {t('email.codeSentTo')}{' '}
            <strong data-testid="email">
              <EmailText email={email} />
            </strong>
          </p>
          <OtpInput
            ref={input}
            value={code}
            disabled={phase !== 'otp'}
            error={error}
            onChange={(digits, hadLetters) => {
              setCode(digits)
              setNotice(undefined)
              setError(hadLetters ? t('email.digitsOnly') : undefined)
              if (digits.length === OTP_LENGTH) void verify(digits)
            }}
          />
          {(phase === 'verifying' || phase === 'connecting') && (
            <p className="sigil-text-muted" role="status">
              <Spinner size={14} /> {phase === 'verifying' ? t('email.checking') : t('common.connecting')}
            </p>
          )}
          {notice && phase === 'otp' && (
            <p className="sigil-text-muted" role="status">
              {notice}
            </p>
          )}
          <Button variant="ghost" size="sm" disabled={cooldown > 0 || phase !== 'otp'} onClick={resend}>
            {t('email.resend')}
          </Button>
          {cooldown > 0 && (
            <p className="sigil-text-muted" aria-live="polite" data-testid="email-cooldown">
              {t('error.EMAIL_COOLDOWN', { seconds: cooldown })}
            </p>
          )}
        </>
      )}
      <Button variant="ghost" onClick={() => client.router.goBack()}>
        {t('email.otherEmail')}
      </Button>
    </div>
  )
}
