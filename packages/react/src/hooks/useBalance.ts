import type { NetworkNamespace } from '@sigil/core'
import { formatBalance } from '../format/formatBalance.js'
import { activeNamespace } from './activeNamespace.js'
import { shallowEqual, useSigilSelector } from './useSigilSelector.js'

/**
 * The native balance of the account of `namespace` (by default the active one): `balance` in whole
 * units, its `symbol`, `formatted` for display, and `loading` while it is being read.
 */
export function useBalance(namespace?: NetworkNamespace) {
  return useSigilSelector((state) => {
    const account = state.accounts[activeNamespace(state, namespace)]
    return {
      balance: account?.balance,
      symbol: account?.balanceSymbol,
      formatted: formatBalance(account?.balance, account?.balanceSymbol),
      loading: account?.balanceLoading ?? false,
    }
  }, shallowEqual)
}
