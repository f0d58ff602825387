import type { CaipNetwork } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { requireAdapter } from './requireAdapter.js'

/** Adds a network; needs an adapter for its namespace (R-CORE-21); a known id is ignored (R-CORE-22). */
export function addNetwork(ctx: ClientContext, network: CaipNetwork): void {
  requireAdapter(ctx, network.chainNamespace)
  const { networks } = ctx.store.getState().chain
  if (networks.some((n) => n.caipNetworkId === network.caipNetworkId)) return
  ctx.store.setState((state) => ({ chain: { ...state.chain, networks: [...networks, network] } }))
}
