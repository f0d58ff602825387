import type { CaipNetworkId, NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { requireAdapter } from './requireAdapter.js'

/**
 * Removes a network; needs an adapter for its namespace (R-CORE-21). When it was active,
 * the first remaining network of the namespace (else the first of all) takes its place.
 */
export function removeNetwork(ctx: ClientContext, caipNetworkId: CaipNetworkId): void {
  const namespace = caipNetworkId.split(':')[0] ?? ''
  requireAdapter(ctx, namespace)
  ctx.store.setState((state) => {
    const networks = state.chain.networks.filter((n) => n.caipNetworkId !== caipNetworkId)
    if (networks.length === state.chain.networks.length) return {}
    const replacement = networks.find((n) => n.chainNamespace === namespace)
    const activeNetworkByNamespace = { ...state.chain.activeNetworkByNamespace }
    const ns = namespace as NetworkNamespace
    if (activeNetworkByNamespace[ns] === caipNetworkId) {
      if (replacement) activeNetworkByNamespace[ns] = replacement.caipNetworkId
      else delete activeNetworkByNamespace[ns]
    }
    const wasActive = state.chain.activeNetwork?.caipNetworkId === caipNetworkId
    const activeNetwork = wasActive ? (replacement ?? networks[0]) : state.chain.activeNetwork
    return {
      chain: {
        ...state.chain,
        networks,
        activeNetworkByNamespace,
        activeNetwork,
        activeNamespace: activeNetwork?.chainNamespace,
      },
    }
  })
}
