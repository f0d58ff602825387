import type { CaipNetwork, CaipNetworkId } from '@sigil/core'
import { useCallback } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from './useSigilSelector.js'

export function useNetwork() {
  const client = useSigilClient()
  const network = useSigilSelector((state) => state.chain.activeNetwork)
  const networks = useSigilSelector((state) => state.chain.networks)
  const switchNetwork = useCallback(
    (target: CaipNetwork | CaipNetworkId) => client.switchNetwork(target),
    [client],
  )
  return { network, networks, switchNetwork }
}
