import type { ReactNode } from 'react'
import { Button } from '../components/Button.js'
import type { PlainMessageKey } from '../strings/messages.js'
import { useT } from '../strings/useT.js'

/** A feature view's session as its hook hands it over: not made yet, impossible here, or running. */
export type SessionHandle<Session, State> =
  | { status: 'starting' }
  | { status: 'missing'; message: string }
  | { status: 'running'; session: Session; state: State }

/** What every feature session has in common: it loads, and says how loading went. */
type LoadingSession = { load(): Promise<void> }
type LoadingState = { status: 'loading' | 'ready' | 'unavailable' | 'error' }

export type SessionStatesProps<Session extends LoadingSession, State extends LoadingState> = {
  handle: SessionHandle<Session, State>
  /** The view's own skeleton, while the session is made and while it loads. */
  loading: ReactNode
  /** The heading and test id of the view's "not here" state. */
  unavailable: { title: PlainMessageKey; testId: string }
  /** Why the session is unavailable or failed, in words: the state's `message` unless given. */
  describe?: (state: State) => string | undefined
  /** The view itself, once its session is ready. */
  children: (session: Session, state: State) => ReactNode
}

/**
 * The states a feature view (Swap, Buy) goes through before its session is ready: starting,
 * missing (no provider here), loading, unavailable on this network, and a failed load with
 * Try again. The view gives its own skeleton and words and draws the ready state itself.
 */
export function SessionStates<Session extends LoadingSession, State extends LoadingState>({
  handle,
  loading,
  unavailable,
  describe = (state) => (state as { message?: string }).message,
  children,
}: SessionStatesProps<Session, State>) {
  const t = useT()
  if (handle.status === 'starting') return loading
  if (handle.status === 'missing') {
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{handle.message}</p>
      </div>
    )
  }
  const { session, state } = handle
  if (state.status === 'loading') return loading
  if (state.status === 'unavailable') {
    return (
      <div className="sigil-center" data-testid={unavailable.testId}>
        <h3>{t(unavailable.title)}</h3>
        <p className="sigil-text-muted">{describe(state)}</p>
      </div>
    )
  }
  if (state.status === 'error') {
    return (
      <div className="sigil-center">
        <p className="sigil-text-error" role="alert">
          {describe(state)}
        </p>
        <Button variant="secondary" onClick={() => void session.load()}>
          {t('common.tryAgain')}
        </Button>
      </div>
    )
  }
  return children(session, state)
}
