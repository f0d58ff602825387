import { createUpdateEmailSession } from '@sigil/core/email'
import { AUTH_CONNECTOR_ID } from '@sigil/core/internal'
import { useEffect, useId, useRef } from 'react'
import { Button } from '../../components/Button.js'
import { EmailText } from '../../components/EmailText.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { emailProblemText } from '../EmailLogin/emailProblemText.js'
import { OtpInput } from '../EmailLogin/OtpInput.js'
import { useViewSession } from '../useViewSession.js'

/**
 * Changing the embedded wallet's email (R-EMBED-15), drawn from the core's update-email
 * session: the new email, a code sent to the current email, a code sent to the new one, then
 * success once the secure site reports the new email. Focus moves to the field of each step,
 * and to the way back at the end.
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
  const running = useViewSession(() => createUpdateEmailSession({ client }), [client])
  const emailField = useRef<HTMLInputElement>(null)
  const codeField = useRef<HTMLInputElement>(null)
  const done = useRef<HTMLButtonElement>(null)
  const emailId = useId()
  const errorId = useId()
  const step = running?.state.step

  useEffect(() => {
    if (step === 'email') emailField.current?.focus()
    else if (step === 'primary' || step === 'secondary') codeField.current?.focus()
    else if (step === 'success') done.current?.focus()
  }, [step])

  if (!running) return null
  const { session, state } = running
  const error = emailProblemText(state.problem, t)
  const newEmail = state.newEmail.trim()

  if (!isEmbedded || (!current && state.step === 'email'))
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{t('updateEmail.onlyEmailWallets')}</p>
        <Button variant="ghost" onClick={() => client.router.goBack()}>
          {t('common.back')}
        </Button>
      </div>
    )

  if (state.step === 'success')
    return (
      <div className="sigil-center" data-step={state.step}>
        <h3>{t('updateEmail.updated')}</h3>
        <p className="sigil-text-muted" role="status">
          {t('updateEmail.nowSignsInWith')}{' '}
          <strong data-testid="new-email">
            <EmailText email={newEmail} />
          </strong>
        </p>
        <Button ref={done} onClick={() => client.router.goBack()}>
          {t('updateEmail.backToAccount')}
        </Button>
      </div>
    )

  if (state.step === 'email' || state.step === 'sending')
    return (
      <form
        className="sigil-center"
        data-step={state.step}
        onSubmit={(event) => {
          event.preventDefault()
          void session.submitEmail()
        }}
        noValidate
      >
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
          value={state.newEmail}
          disabled={state.step === 'sending'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => session.setNewEmail(event.target.value)}
        />
        {error && (
          <p id={errorId} className="sigil-text-error" role="alert">
            {error}
          </p>
        )}
        <p className="sigil-text-muted">{t('email.changeHint')}</p>
        <Button type="submit" disabled={!state.ready || state.step === 'sending' || newEmail === ''}>
          {state.step === 'sending' ? t('updateEmail.sending') : t('updateEmail.continue')}
        </Button>
      </form>
    )

  const checking = state.step === 'checking' || state.step === 'confirming'
  const sentTo = state.codeStep === 'primary' ? (current ?? '') : newEmail
  return (
    <div className="sigil-center" data-step={checking ? state.step : state.codeStep}>
      <h3>{state.codeStep === 'primary' ? t('updateEmail.confirmYou') : t('updateEmail.confirmNew')}</h3>
      <p className="sigil-text-muted">
        {t('email.codeSentTo')}{' '}
        <strong data-testid="code-sent-to">
          <EmailText email={sentTo} />
        </strong>
      </p>
      <OtpInput
        ref={codeField}
        label={state.codeStep === 'primary' ? t('updateEmail.codeToCurrent') : t('updateEmail.codeToNew')}
        value={state.code}
        disabled={checking}
        error={error}
        onChange={(text) => session.typeCode(text)}
      />
      {checking && (
        <p className="sigil-text-muted" role="status">
          <Spinner size={14} />{' '}
          {state.step === 'checking' ? t('email.checking') : t('updateEmail.confirming')}
        </p>
      )}
      <Button variant="ghost" disabled={checking} onClick={() => session.otherEmail()}>
        {t('email.otherEmail')}
      </Button>
    </div>
  )
}
