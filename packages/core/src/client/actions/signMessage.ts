import type { NetworkNamespace } from '../../caip/types.js'
import { createError, NOT_CONNECTED, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { requireAdapter } from './requireAdapter.js'
import { resolveNamespace } from './resolveNamespace.js'

/** The connected account and its connector in a namespace, or NOT_CONNECTED. */
export function requireConnected(ctx: ClientContext, namespace: NetworkNamespace) {
  const state = ctx.store.getState()
  const address = state.accounts[namespace].address
  const connectorId = state.connection.activeConnectorId[namespace]
  if (!address || !connectorId || state.connection.status[namespace] !== 'connected')
    throw createError(NOT_CONNECTED, { namespace })
  return { address, connectorId }
}

/** The message, and the namespace whose account signs it (default: the active one). */
export type SignMessageParameters = [message: string, namespace?: NetworkNamespace]
/** The signature, as the wallet returned it. */
export type SignMessageReturnType = Promise<string>
/** NOT_CONNECTED, ADAPTER_NOT_FOUND, or the wallet's refusal (USER_REJECTED_REQUEST …). */
export type SignMessageErrorType = SigilError

/** Signs with the connected account of a namespace (default: the active one). */
export async function signMessage(
  ctx: ClientContext,
  message: string,
  namespace?: NetworkNamespace,
): SignMessageReturnType {
  const ns = resolveNamespace(ctx, namespace)
  const adapter = requireAdapter(ctx, ns)
  const { address, connectorId } = requireConnected(ctx, ns)
  return adapter.signMessage({ connectorId, address, message })
}
