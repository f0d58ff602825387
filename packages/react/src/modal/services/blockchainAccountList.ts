import { FAILED_TO_FETCH_TRANSACTIONS } from '@sigil/core/internal'
import type { Transaction } from '@sigil/core/services'
import type { LoadAccountList } from '../ModalOptionsContext.js'
import type { ServiceClients } from './createServiceClients.js'
import { ownedNfts } from './ownedNfts.js'

/** How many history pages the NFTs tab reads at most. */
export const NFT_HISTORY_PAGES = 5

/**
 * Token balances, NFTs and activity from the blockchain client. Balances answer empty on a
 * failure (its snackbar says why, R-ERR-02); a failed history fetch raises its snackbar and
 * rejects with it, so the tab shows the message (R-ERR-03).
 */
export function blockchainAccountList(
  blockchain: NonNullable<ServiceClients['blockchain']>,
  withSnackbars: ServiceClients['withSnackbars'],
): LoadAccountList {
  const history = async (read: () => Promise<Transaction[]>) => {
    const { value, snackbars } = await withSnackbars(read)
    const failure = snackbars.find((error) => error.code === FAILED_TO_FETCH_TRANSACTIONS.code)
    if (failure) throw failure
    return value
  }
  return async (kind, { address, network, forceUpdate }) => {
    if (!network) return []
    const client = await blockchain()
    if (kind === 'tokens')
      return client.getBalances({ address, network, ...(forceUpdate ? { forceUpdate } : {}) })
    if (kind === 'activity')
      return history(async () => (await client.getTransactions({ account: address, network })).data)
    return ownedNfts(
      await history(async () => {
        const transactions: Transaction[] = []
        let pages = 0
        for await (const page of client.transactionPages({ account: address, network })) {
          transactions.push(...page.data)
          if (++pages >= NFT_HISTORY_PAGES) break
        }
        return transactions
      }),
    )
  }
}
