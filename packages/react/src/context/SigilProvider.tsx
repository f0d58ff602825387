import type { SigilClient } from '@sigil/core'
import type { SigilInternalClient } from '@sigil/core/internal'
import type { ReactNode } from 'react'
import { SigilContext } from './SigilContext.js'

/** The client the hooks and buttons below use. */
export type SigilProviderProps = { client: SigilClient; children?: ReactNode }

/** Makes a client available to the hooks and buttons below it. */
export function SigilProvider({ client, children }: SigilProviderProps) {
  return <SigilContext.Provider value={client as SigilInternalClient}>{children}</SigilContext.Provider>
}
