import type { CaipNetworkId } from '../caip/types.js'
import { contextOf } from '../client/contextOf.js'
import type { SigilClient, Unsubscribe } from '../client/types.js'

import { MAX_PENDING_TRANSACTIONS, type PendingList, withNewest } from './pendingList.js'

export type PendingTransaction = {
  hash: string
  caipNetworkId: CaipNetworkId
  /** The sending address. */
  from: string
  /** What moved, as the Activity row shows it (e.g. "−0.01 ETH"). */
  summary: string
  sentAt: number
  /** 'queued': a Safe holds it for its owners to confirm; it is not on chain yet. */
  status: 'pending' | 'confirmed' | 'failed' | 'queued'
}

export type PendingTransactions = PendingList<PendingTransaction>

export type PendingTracker = {
  getState(): PendingTransactions
  subscribe(listener: (state: PendingTransactions) => void): Unsubscribe
  add(transaction: Omit<PendingTransaction, 'status'>): void
  settle(hash: string, status: 'confirmed' | 'failed' | 'queued'): void
  /** Forgets settled transactions (the history now lists them); a Safe's queued ones stay. */
  clearSettled(): void
}

/** How the number of pending transactions is written: the count, or "99+" above what is tracked. */
export function pendingCountText(state: PendingTransactions): string {
  const pending = state.list.filter((entry) => entry.status === 'pending').length
  return state.untracked > 0 ? `${MAX_PENDING_TRANSACTIONS}+` : String(pending)
}

/**
 * The transactions a client sent that are not yet in the account's history: the
 * `pendingTransactions` slice of the client's state, and how it changes.
 */
export function pendingTransactionsOf(client: SigilClient): PendingTracker {
  const { store } = contextOf(client)
  const change = (next: (state: PendingTransactions) => Partial<PendingTransactions>) =>
    store.setState((state) => ({
      pendingTransactions: { ...state.pendingTransactions, ...next(state.pendingTransactions) },
    }))
  return {
    getState: () => store.getState().pendingTransactions,
    subscribe: (listener) => client.subscribe((state) => state.pendingTransactions, listener),
    add(transaction) {
      change((state) =>
        withNewest<PendingTransaction>({ ...transaction, status: 'pending' }, state.list, state.untracked),
      )
    },
    settle(hash, status) {
      change((state) => ({
        list: state.list.map((entry) => (entry.hash === hash ? { ...entry, status } : entry)),
      }))
    },
    clearSettled() {
      change((state) => ({
        list: state.list.filter((entry) => entry.status === 'pending' || entry.status === 'queued'),
      }))
    },
  }
}
