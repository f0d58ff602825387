import type { SiwxSession } from '@sigil/core'
import { useMemo } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from './useSigilSelector.js'

export type UseSiwxReturnType = {
  enabled: boolean
  /** The session of the connected address on the active network, when signed in. */
  session: SiwxSession | undefined
  status: 'idle' | 'signing' | 'signed' | 'error'
  error: string | undefined
  required: boolean
  signIn(): Promise<SiwxSession | undefined>
  signOut(): Promise<void>
  setRequired(required: boolean): void
}

/** Sign in with X: the session and status, and the actions over them. Events: `client.siwx.onEvent`. */
export function useSiwx(): UseSiwxReturnType {
  const client = useSigilClient()
  const siwx = useSigilSelector((state) => state.siwx)
  return useMemo(
    () => ({
      enabled: client.siwx.enabled,
      session: siwx.session,
      status: siwx.status,
      error: siwx.error,
      required: siwx.required,
      signIn: () => client.siwx.signIn(),
      signOut: () => client.siwx.signOut(),
      setRequired: (required: boolean) => client.siwx.setRequired(required),
    }),
    [client, siwx],
  )
}
