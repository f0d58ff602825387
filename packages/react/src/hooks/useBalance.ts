import type { NetworkNamespace } from '@sigil/core'
import { formatBalance } from '../format/formatBalance.js'
import { activeNamespace } from './activeNamespace.js'
import { shallowEqual, useSigilSelector } from './useSigilSelector.js'

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
