import type { AccountState, NetworkNamespace } from '@sigil/core'
import { activeNamespace } from './activeNamespace.js'
import { shallowEqual, useSigilSelector } from './useSigilSelector.js'

/** What `useAccount` returns: the account of one namespace and its state. */
export type UseAccountReturnType = {
  namespace: NetworkNamespace
  address: string | undefined
  caipAddress: AccountState['caipAddress']
  status: AccountState['status']
  isConnected: boolean
  /** While a reload restores the connection: the address it had, not yet confirmed by the wallet. */
  rememberedAddress: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  email: string | undefined
}

/**
 * The connected account of `namespace` (by default the active one): address, status, and the
 * profile name, image and email when the wallet or login has them; while a reload restores it, the
 * address it was connected with. On a server, disconnected.
 */
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
      rememberedAddress: account?.rememberedAddress,
      profileName: account?.profileName,
      profileImage: account?.profileImage,
      email: account?.user?.email ?? undefined,
    }
  }, shallowEqual)
}
