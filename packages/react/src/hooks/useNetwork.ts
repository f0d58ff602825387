import type { CaipNetwork, CaipNetworkId } from '@sigil/core'
import { isOnUnsupportedNetwork } from '@sigil/core/internal'
import { useCallback } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from './useSigilSelector.js'

/**
 * The app's active `network`, its `networks`, whether the wallet is on an `unsupported` chain, and
 * `switchNetwork`, which asks the wallet to switch (and rejects when it does not).
 */
export function useNetwork() {
  const client = useSigilClient()
  const network = useSigilSelector((state) => state.chain.activeNetwork)
  const networks = useSigilSelector((state) => state.chain.networks)
  /** The wallet is on a chain the app does not support: `network` is then not the wallet's. */
  const unsupported = useSigilSelector((state) => isOnUnsupportedNetwork(state))
  /** Rejects when the wallet does not switch (the reason is also in `chain.switchFailure`): catch it. */
  const switchNetwork = useCallback(
    (target: CaipNetwork | CaipNetworkId) => client.switchNetwork(target),
    [client],
  )
  return { network, networks, unsupported, switchNetwork }
}
