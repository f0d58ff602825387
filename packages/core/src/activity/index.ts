export { MAX_PENDING_TRANSACTIONS, type PendingList } from './pendingList.js'
export {
  type PendingTracker,
  type PendingTransaction,
  type PendingTransactions,
  pendingCountText,
  pendingTransactionsOf,
} from './pendingTransactions.js'
