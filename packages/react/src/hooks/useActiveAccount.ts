import type { CaipNetwork, NetworkNamespace } from '@sigil/core'
import { activeNamespace } from './activeNamespace.js'
import { useSigilSelector } from './useSigilSelector.js'

export type ActiveAccount = {
  namespace: NetworkNamespace
  /** The namespace's connected address, if any. */
  address?: string
  /** The active network when it belongs to that namespace. */
  network?: CaipNetwork
}

/** The account the views talk about: the active namespace, its address and its network. */
export function useActiveAccount(): ActiveAccount {
  const namespace = useSigilSelector((state) => activeNamespace(state))
  const address = useSigilSelector((state) => state.accounts[namespace]?.address)
  const network = useSigilSelector((state) =>
    state.chain.activeNetwork?.chainNamespace === namespace ? state.chain.activeNetwork : undefined,
  )
  return { namespace, ...(address !== undefined ? { address } : {}), ...(network ? { network } : {}) }
}
