import type { SigilClient } from '@sigil/core'
import { createContext, useContext } from 'react'

export const SigilContext = createContext<SigilClient | null>(null)

export function useSigilClient(): SigilClient {
  const client = useContext(SigilContext)
  if (!client) throw new Error('Sigil: wrap the tree in <SigilProvider client={…}> or pass a client')
  return client
}
