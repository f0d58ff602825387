import { type DependencyList, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'

/** A core state machine a view renders: it is read, subscribed to, and ended with the view. */
export type ViewSession<State> = {
  getState(): State
  subscribe(listener: () => void): () => void
  destroy(): void
}

const NOTHING = () => () => undefined
const NO_STATE = () => undefined

/**
 * The view's session, made by `make` when the view mounts (before the first paint) and made
 * anew when `sources` change, destroyed with the view; with its current state. Undefined
 * before it is made, or when `make` gives none (the view cannot start one here).
 */
export function useViewSession<Session extends ViewSession<unknown>>(
  make: () => Session | undefined,
  sources: DependencyList,
): { session: Session; state: ReturnType<Session['getState']> } | undefined {
  const [session, setSession] = useState<Session>()
  // The latest `make`; a new session is made when `sources` change, not on every render.
  const makeRef = useRef(make)
  makeRef.current = make
  useLayoutEffect(() => {
    const made = makeRef.current()
    setSession(made)
    return () => made?.destroy()
  }, [...sources])
  const state = useSyncExternalStore(session?.subscribe ?? NOTHING, session?.getState ?? NO_STATE) as
    | ReturnType<Session['getState']>
    | undefined
  return session && state !== undefined ? { session, state } : undefined
}
