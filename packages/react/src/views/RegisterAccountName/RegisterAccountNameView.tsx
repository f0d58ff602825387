import { NAME_SUFFIX, type NameRegistrationState } from '@sigil/core'
import { useId } from 'react'
import { Button } from '../../components/Button.js'
import { ListItem } from '../../components/ListItem.js'
import { useNameRegistration } from './useNameRegistration.js'

const AVAILABILITY: Record<NameRegistrationState['availability'], (name: string) => string> = {
  empty: () => `Your name will end in ${NAME_SUFFIX}`,
  invalid: () => 'At least 4 characters: letters, digits and hyphens',
  checking: (name) => `Checking ${name}…`,
  available: (name) => `${name} is available`,
  taken: (name) => `${name} is taken`,
  error: () => 'Could not check this name',
}

const SUBMIT: Record<NameRegistrationState['status'], string> = {
  idle: 'Register',
  signing: 'Sign in your wallet…',
  registering: 'Registering…',
  registered: 'Registered',
}

/** Choose a name: suggestions and availability as you type, then sign and register (R-ACCT-07, R-ACCT-16). */
export default function RegisterAccountNameView() {
  const registration = useNameRegistration()
  const inputId = useId()
  const hintId = useId()
  if (!registration)
    return (
      <p className="sigil-text-muted">This app has no name service, so names cannot be registered here.</p>
    )
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
        Name
      </label>
      <input
        id={inputId}
        className="sigil-input"
        value={state.input}
        placeholder="yourname"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        disabled={busy}
        aria-describedby={hintId}
        aria-invalid={state.availability === 'invalid' || state.availability === 'taken' ? true : undefined}
        onChange={(event) => void flow.setInput(event.target.value)}
      />
      <p id={hintId} className="sigil-hint" data-availability={state.availability} aria-live="polite">
        {AVAILABILITY[state.availability](shownName)}
      </p>
      {state.error && (
        <p className="sigil-text-error" role="alert">
          {state.error.shortMessage}
        </p>
      )}
      {free.length > 0 && !busy && (
        <ul className="sigil-stack sigil-plain-list" aria-label="Suggestions">
          {free.map((suggestion) => (
            <li key={suggestion.name}>
              <ListItem label={suggestion.name} onClick={() => void flow.setInput(suggestion.name)} />
            </li>
          ))}
        </ul>
      )}
      <Button type="submit" disabled={busy || state.availability !== 'available'}>
        {SUBMIT[state.status]}
      </Button>
    </form>
  )
}
