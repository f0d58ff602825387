import type { SigilInternalClient } from '@sigil/core/internal'
import { createContext, useContext } from 'react'

/**
 * The client an app handed over, as the views and hooks use it. `createSigil` makes every client
 * with the internal members, so the providers only widen its type (no wrapper, nothing in the
 * bundle).
 */
export const SigilContext = createContext<SigilInternalClient | null>(null)

export function useSigilClient(): SigilInternalClient {
  const client = useContext(SigilContext)
  if (!client) throw new Error('Sigil: wrap the tree in <SigilProvider client={…}> or pass a client')
  return client
}
