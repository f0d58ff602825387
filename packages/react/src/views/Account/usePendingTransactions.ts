import { type PendingTransactions, pendingTransactionsOf } from '@sigil/core/internal'
import { useMemo, useSyncExternalStore } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'

/** The transactions this client sent that the history may not list yet. */
export function usePendingTransactions(): PendingTransactions {
  const client = useSigilClient()
  const tracker = useMemo(() => pendingTransactionsOf(client), [client])
  return useSyncExternalStore(tracker.subscribe, tracker.getState, tracker.getState)
}
