import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { guardOf } from '../contextParts.js'
import { defaultAccountState, defaultNetworkOf } from '../initialState.js'
import { removeStoredConnection } from '../storedConnectionWrites.js'
import { close } from './close.js'

/**
 * What a disconnect does to one namespace (R-STATE-24): its account (address, balance, user,
 * wallet info, status) goes back to the defaults, its network to the start network, its
 * active connector and its stored connection and namespace are removed. The modal closes
 * unless `closeModal` is false (R-STATE-25).
 */
export function resetNamespace(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  { closeModal = true }: { closeModal?: boolean } = {},
): void {
  // A connect that finished before this reset no longer holds: the next one must ask again.
  guardOf(ctx).forget(`connect:${namespace}:`)
  const start = defaultNetworkOf(ctx.config, namespace)
  ctx.store.setState((state) => {
    const { [namespace]: _active, ...activeConnectorId } = state.connection.activeConnectorId
    const { [namespace]: _connections, ...connections } = state.connection.connections
    const activeNetworkByNamespace = { ...state.chain.activeNetworkByNamespace }
    if (start) activeNetworkByNamespace[namespace] = start.caipNetworkId
    else delete activeNetworkByNamespace[namespace]
    const isActive = state.chain.activeNamespace === namespace
    return {
      connection: {
        ...state.connection,
        status: { ...state.connection.status, [namespace]: 'disconnected' },
        activeConnectorId,
        connections,
      },
      accounts: {
        ...state.accounts,
        [namespace]: {
          ...defaultAccountState(namespace),
          preferredAccountType: state.accounts[namespace].preferredAccountType,
        },
      },
      chain: {
        ...state.chain,
        activeNetworkByNamespace,
        ...(isActive && start ? { activeNetwork: start } : {}),
        unsupportedNetwork:
          state.chain.unsupportedNetwork?.namespace === namespace
            ? undefined
            : state.chain.unsupportedNetwork,
      },
    }
  })
  removeStoredConnection(ctx, namespace)
  if (closeModal) close(ctx)
}
