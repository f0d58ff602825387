import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { handleAdapterEvent } from './handleAdapterEvent.js'

/**
 * After a failed switch, reads the chain the wallet is really on (when the adapter can) and
 * follows it if the app shows another one: a wallet may have moved part way, or moved
 * without telling. Reading failures are logged; the app keeps what it knew.
 */
export async function resyncWalletChain(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  connectorId: string,
): Promise<void> {
  const adapter = ctx.adapters.get(namespace)
  if (!adapter?.getChainId) return
  let chainId: number | string
  try {
    chainId = await adapter.getChainId({ connectorId })
  } catch (error) {
    ctx.logger.debug('Could not read the wallet chain after a failed switch', error)
    return
  }
  const state = ctx.store.getState()
  if (state.connection.activeConnectorId[namespace] !== connectorId) return
  const unsupported = state.chain.unsupportedNetwork
  const shown =
    unsupported?.namespace === namespace
      ? String(unsupported.chainId)
      : String(
          state.chain.networks.find(
            (n) => n.caipNetworkId === state.chain.activeNetworkByNamespace[namespace],
          )?.id,
        )
  if (String(chainId) !== shown)
    handleAdapterEvent(ctx, namespace, { type: 'chainChanged', connectorId, chainId })
}
