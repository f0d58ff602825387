import type { CaipNetwork, SigilState } from '@sigil/core'
import { routeString } from './routeData.js'

/** The network a network view is about: `data.caipNetworkId` or `data.network`, among the configured ones. */
export function routeNetwork(state: SigilState): CaipNetwork | undefined {
  const data = state.router.data
  const fromObject =
    typeof data === 'object' && data !== null && 'network' in data
      ? (data.network as Partial<CaipNetwork> | undefined)?.caipNetworkId
      : undefined
  const id = routeString(data, 'caipNetworkId') ?? fromObject
  return state.chain.networks.find((network) => network.caipNetworkId === id)
}
