import type { ChainAdapter } from '../adapter.js'
import type { CaipNetwork, NetworkNamespace } from '../caip/types.js'
import type { SigilClient } from '../client/types.js'
import { createError } from '../errors/createError.js'
import { NETWORK_MISSING, NOT_CONNECTED, SEND_UNSUPPORTED_CHAIN } from '../errors/definitions.js'

/** Who sends a batch: the connected account of a namespace (the active one by default), its wallet and network. */
export type CallsTarget = {
  namespace: NetworkNamespace
  adapter: ChainAdapter
  connectorId: string
  address: string
  network: CaipNetwork
}

export function callsTarget(client: SigilClient, namespace?: NetworkNamespace): CallsTarget {
  const state = client.getState()
  const ns = namespace ?? state.chain.activeNamespace
  if (!ns) throw createError(NOT_CONNECTED, { namespace: 'any' })
  const address = state.accounts[ns]?.address
  const connectorId = state.connection.activeConnectorId[ns]
  if (!address || !connectorId || state.connection.status[ns] !== 'connected')
    throw createError(NOT_CONNECTED, { namespace: ns })
  const adapter = client.getAdapter(ns)
  if (!adapter.sendTransaction) throw createError(SEND_UNSUPPORTED_CHAIN)
  const networkId = state.chain.activeNetworkByNamespace[ns]
  const network = state.chain.networks.find((known) => known.caipNetworkId === networkId)
  if (!network) throw createError(NETWORK_MISSING, { namespace: ns })
  return { namespace: ns, adapter, connectorId, address, network }
}
