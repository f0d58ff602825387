import type { SigilState } from '@sigil/core'
import type { PendingTransactions } from '@sigil/core/internal'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

const selectPending = (state: SigilState): PendingTransactions => state.pendingTransactions

/** The transactions this client sent that the history may not list yet. */
export function usePendingTransactions(): PendingTransactions {
  return useSigilSelector(selectPending)
}
