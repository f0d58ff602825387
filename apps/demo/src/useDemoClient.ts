import type { SigilClient } from '@sigil/core'
import { createContext, useContext } from 'react'

/** The client itself, for the calls the hooks do not wrap (signing, sending). */
export const DemoClientContext = createContext<SigilClient | undefined>(undefined)

export function useDemoClient(): SigilClient {
  const client = useContext(DemoClientContext)
  if (!client) throw new Error('useDemoClient needs a DemoClientContext provider')
  return client
}
