import type { CaipNetworkId } from '../../caip/types.js'
import type { Transaction } from './schemas.js'

/** A transaction whose every transfer is a spam NFT is dropped (R-ACCT-20). */
export function isAllSpam(transaction: Transaction): boolean {
  return (
    transaction.transfers.length > 0 &&
    transaction.transfers.every((transfer) => transfer.nft_info?.flags.is_spam === true)
  )
}

/** Activity shows only non-spam transactions of the active chain (R-ACCT-20, R-ACCT-21). */
export function filterTransactions(
  transactions: readonly Transaction[],
  activeChain: CaipNetworkId,
): Transaction[] {
  return transactions.filter(
    (transaction) => transaction.metadata.chain === activeChain && !isAllSpam(transaction),
  )
}
