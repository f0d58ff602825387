import type { SigilState } from '@sigil/core'
import { type DependencyList, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import type { SessionHandle } from './SessionStates.js'

/** What a feature session (Swap, Buy) offers its view's hook. */
export type FeatureSession<State> = {
  subscribe(listener: () => void): () => void
  getState(): State
  load(): Promise<void>
  destroy(): void
}

const NOTHING = () => () => undefined
const NO_STATE = () => undefined

/** The account a session belongs to: the active network and the namespace's address. */
const accountKey = (state: SigilState) => {
  const network = state.chain.activeNetwork
  return `${network?.caipNetworkId ?? ''}|${network ? (state.accounts[network.chainNamespace]?.address ?? '') : ''}`
}

/**
 * A feature session of the connected account on the active network, made by `make` (at once
 * or once its provider has loaded) and made anew when the account, the network or `sources`
 * change. When `make` throws or rejects, its message says why the feature is missing here.
 */
export function useFeatureSession<Session extends FeatureSession<State>, State>(
  make: () => Session | Promise<Session>,
  sources: DependencyList,
): SessionHandle<Session, State> {
  const key = useSigilSelector(accountKey)
  const [made, setMade] = useState<{ key: string; session?: Session; missing?: string }>()
  // The latest `make`; a new one is used when the key or the sources change, not on every render.
  const makeRef = useRef(make)
  makeRef.current = make

  useEffect(() => {
    let current = true
    let session: Session | undefined
    const missing = (error: unknown) => (error instanceof Error ? error.message : String(error))
    const start = (made: Session) => {
      if (!current) return made.destroy()
      session = made
      setMade({ key, session: made })
      void made.load()
    }
    try {
      const result = makeRef.current()
      if (result instanceof Promise)
        result.then(start, (error: unknown) => current && setMade({ key, missing: missing(error) }))
      else start(result)
    } catch (error) {
      setMade({ key, missing: missing(error) })
    }
    return () => {
      current = false
      session?.destroy()
    }
  }, [key, ...sources])

  const session = made?.key === key ? made.session : undefined
  const state = useSyncExternalStore(session?.subscribe ?? NOTHING, session?.getState ?? NO_STATE)
  if (made?.key === key && made.missing) return { status: 'missing', message: made.missing }
  if (!session || !state) return { status: 'starting' }
  return { status: 'running', session, state }
}
