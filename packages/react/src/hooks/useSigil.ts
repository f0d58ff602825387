import type { OpenParameters } from '@sigil/core'
import { useMemo } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** Opens (optionally on a view, with data) and closes the modal. */
export function useSigil() {
  const client = useSigilClient()
  return useMemo(
    () => ({
      open: (options?: OpenParameters) => client.open(options),
      close: () => client.close(),
    }),
    [client],
  )
}
