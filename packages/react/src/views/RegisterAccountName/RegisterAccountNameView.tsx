import { NAME_SUFFIX, type NameRegistrationState } from '@sigil/core/internal'
import { useId } from 'react'
import { Button } from '../../components/Button.js'
import { ListItem } from '../../components/ListItem.js'
import { errorText } from '../../strings/errorText.js'
import type { T } from '../../strings/useT.js'
import { useT } from '../../strings/useT.js'
import { useNameRegistration } from './useNameRegistration.js'

const AVAILABILITY: Record<NameRegistrationState['availability'], (name: string, t: T) => string> = {
  empty: (_, t) => t('name.empty', { suffix: NAME_SUFFIX }),
  invalid: (_, t) => t('name.invalid'),
  checking: (name, t) => t('name.checking', { name }),
  available: (name, t) => t('name.available', { name }),
  taken: (name, t) => t('name.taken', { name }),
  error: (_, t) => t('name.error'),
}

/** Choose a name: suggestions and availability as you type, then sign and register (R-ACCT-07, R-ACCT-16). */
export default function RegisterAccountNameView() {
  const t = useT()
  const registration = useNameRegistration()
  const inputId = useId()
  const hintId = useId()
  if (!registration) return <p className="sigil-text-muted">{t('name.noService')}</p>
  const [flow, state] = registration
  const busy = state.status !== 'idle'
  const shownName = state.name ?? `${state.input.trim().toLowerCase()}${NAME_SUFFIX}`
  const free = state.suggestions.filter((suggestion) => !suggestion.registered)
  return (
    <form
      className="sigil-stack"
      onSubmit={(event) => {
        event.preventDefault()
        void flow.register()
      }}
    >
      <label className="sigil-section-title" htmlFor={inputId}>
        {t('name.label')}
      </label>
      <input
        id={inputId}
        className="sigil-input"
        value={state.input}
        placeholder={t('name.placeholder')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={busy}
        aria-describedby={hintId}
        aria-invalid={state.availability === 'invalid' || state.availability === 'taken' ? true : undefined}
        onChange={(event) => void flow.setInput(event.target.value)}
      />
      <p id={hintId} className="sigil-hint" data-availability={state.availability} aria-live="polite">
        {AVAILABILITY[state.availability](shownName, t)}
      </p>
      {state.error && (
        <p className="sigil-text-error" role="alert">
          {errorText(t, state.error, 'error.ERROR_REGISTERING_NAME')}
        </p>
      )}
      {free.length > 0 && !busy && (
        <ul className="sigil-stack sigil-plain-list" aria-label={t('name.suggestions')}>
          {free.map((suggestion) => (
            <li key={suggestion.name}>
              <ListItem label={suggestion.name} onClick={() => void flow.setInput(suggestion.name)} />
            </li>
          ))}
        </ul>
      )}
      <Button type="submit" disabled={busy || state.availability !== 'available'}>
        {t(`name.submit.${state.status}`)}
      </Button>
    </form>
  )
}
