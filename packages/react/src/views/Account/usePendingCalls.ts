import type { SigilState } from '@sigil/core'
import type { PendingCallsState } from '@sigil/core/calls'
import { useEffect } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

const selectBatches = (state: SigilState): PendingCallsState => state.pendingCalls

/**
 * The batches of calls this client sent, each followed until it settles. The batch code loads
 * with the first list that shows them; it reads the batches a reload left in the client's
 * storage into the state and watches the pending ones again.
 */
export function usePendingCalls(): PendingCallsState {
  const client = useSigilClient()
  useEffect(() => {
    let gone = false
    void import('@sigil/core/calls')
      .then(({ resumePendingCalls }) => {
        if (!gone) resumePendingCalls(client)
      })
      .catch(() => undefined)
    return () => {
      gone = true
    }
  }, [client])
  return useSigilSelector(selectBatches)
}
