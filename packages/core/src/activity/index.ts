export {
  MAX_PENDING_TRANSACTIONS,
  type PendingTracker,
  type PendingTransaction,
  type PendingTransactions,
  pendingCountText,
  pendingTransactionsOf,
} from './pendingTransactions.js'
