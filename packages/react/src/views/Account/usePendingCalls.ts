import type { PendingCallsState } from '@sigil/core/calls'
import { useEffect, useState } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'

const NONE: PendingCallsState = { list: [], untracked: 0 }

/**
 * The batches of calls this client sent (kept in its storage across reloads), each followed
 * until it settles. The batch code loads with the first list that shows them.
 */
export function usePendingCalls(): PendingCallsState {
  const client = useSigilClient()
  const [state, setState] = useState<PendingCallsState>(NONE)
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    void import('@sigil/core/calls')
      .then(({ pendingCallsOf, resumePendingCalls }) => {
        if (gone) return
        const tracker = pendingCallsOf(client)
        setState(tracker.getState())
        stop = tracker.subscribe(setState)
        resumePendingCalls(client)
      })
      .catch(() => undefined)
    return () => {
      gone = true
      stop?.()
    }
  }, [client])
  return state
}
