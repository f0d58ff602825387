import type { AccountState, NetworkNamespace } from '@sigil/core'
import { activeNamespace } from './activeNamespace.js'
import { shallowEqual, useSigilSelector } from './useSigilSelector.js'

export type UseAccountReturnType = {
  namespace: NetworkNamespace
  address: string | undefined
  caipAddress: AccountState['caipAddress']
  status: AccountState['status']
  isConnected: boolean
  profileName: string | undefined
  profileImage: string | undefined
  email: string | undefined
}

export function useAccount(namespace?: NetworkNamespace): UseAccountReturnType {
  return useSigilSelector((state) => {
    const ns = activeNamespace(state, namespace)
    const account = state.accounts[ns]
    return {
      namespace: ns,
      address: account?.address,
      caipAddress: account?.caipAddress,
      status: account?.status ?? 'disconnected',
      isConnected: account?.status === 'connected' && Boolean(account.address),
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      email: account?.user?.email ?? undefined,
    }
  }, shallowEqual)
}
