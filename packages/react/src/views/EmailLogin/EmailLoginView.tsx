import { createEmailLoginSession } from '@sigil/core/email'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button.js'
import { EmailText } from '../../components/EmailText.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { routeString } from '../routeData.js'
import { useViewSession } from '../useViewSession.js'
import { emailProblemText } from './emailProblemText.js'
import { OtpInput } from './OtpInput.js'

/**
 * Email login after the first code went out (R-EMBED-13), drawn from the core's email login
 * session: a device approval first when the secure site asks for it, then the code, checked
 * once it is whole; Resend waits out the cooldown, counting it down (R-ERR-07).
 */
export default function EmailLoginView() {
  const t = useT()
  const client = useSigilClient()
  const data = useSigilSelector((state) => state.router.data)
  const email = routeString(data, 'email')
  const action = routeString(data, 'action')
  const running = useViewSession(
    () =>
      email
        ? createEmailLoginSession({
            client,
            email,
            ...(action === 'VERIFY_DEVICE' ? { action } : {}),
          })
        : undefined,
    [client, email, action],
  )
  const input = useRef<HTMLInputElement>(null)
  const phase = running?.state.phase
  const resends = running?.state.resends ?? 0

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new code (`resends`) puts focus back in the field too.
  useEffect(() => {
    if (phase === 'otp') input.current?.focus()
  }, [phase, resends])

  if (!email)
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{t('email.noEmail')}</p>
        <Button variant="ghost" onClick={() => client.router.goBack()}>
          {t('common.back')}
        </Button>
      </div>
    )
  if (!running) return null

  const { session, state } = running
  const error = emailProblemText(state.problem, t)
  const busy = state.phase === 'verifying' || state.phase === 'connecting'
  return (
    <div className="sigil-center" data-phase={state.phase}>
      {state.phase === 'device' ? (
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
            value={state.code}
            disabled={state.phase !== 'otp'}
            error={error}
            onChange={(text) => session.typeCode(text)}
          />
          {busy && (
            <p className="sigil-text-muted" role="status">
              <Spinner size={14} />{' '}
              {state.phase === 'verifying' ? t('email.checking') : t('common.connecting')}
            </p>
          )}
          {state.newCodeSent && state.phase === 'otp' && (
            <p className="sigil-text-muted" role="status">
              {t('email.newCodeSent')}
            </p>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={!state.ready || state.cooldownSeconds > 0 || state.phase !== 'otp'}
            onClick={() => void session.resend()}
          >
            {t('email.resend')}
          </Button>
          {state.cooldownSeconds > 0 && (
            <p className="sigil-text-muted" aria-live="polite" data-testid="email-cooldown">
              {t('error.EMAIL_COOLDOWN', { seconds: state.cooldownSeconds })}
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
