import { FAILED_TO_FETCH_TRANSACTIONS } from '@sigil/core/internal'
import type { LoadActivityPage } from '../ModalOptionsContext.js'
import type { ServiceClients } from './createServiceClients.js'

/**
 * Activity one page at a time, following the history's cursor (R-ACCT-17). A failed page
 * raises its snackbar and rejects with it, so the list says so and offers a retry (R-ERR-03).
 */
export function blockchainActivityPages(
  blockchain: NonNullable<ServiceClients['blockchain']>,
  withSnackbars: ServiceClients['withSnackbars'],
): LoadActivityPage {
  return async ({ address, network, cursor }) => {
    if (!network) return { items: [] }
    const client = await blockchain()
    const { value, snackbars } = await withSnackbars(() =>
      client.getTransactions({ account: address, network, ...(cursor ? { cursor } : {}) }),
    )
    const failure = snackbars.find((error) => error.code === FAILED_TO_FETCH_TRANSACTIONS.code)
    if (failure) throw failure
    return { items: value.data, ...(value.next ? { next: value.next } : {}) }
  }
}
