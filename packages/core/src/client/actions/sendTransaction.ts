import type { TransactionFee } from '../../adapter.js'
import type { NetworkNamespace } from '../../caip/types.js'
import { createError, NETWORK_MISSING, SEND_UNSUPPORTED_CHAIN, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { cacheOf } from '../contextParts.js'
import { selectNetworkOf } from '../selectors.js'
import { checkParameters } from './checkRoute.js'
import { nativeBalanceCacheId } from './refreshBalance.js'
import { requireAdapter } from './requireAdapter.js'
import { resolveNamespace } from './resolveNamespace.js'
import { requireConnected } from './signMessage.js'

export type SendTransactionParameters = {
  to: string
  /** Smallest unit (wei, lamports …) as a decimal string. */
  value: string
  data?: string
  /** Whose account sends (default: the active namespace). */
  namespace?: NetworkNamespace
  /** Fee terms estimated beforehand (the adapter's `estimateFee`). */
  fee?: TransactionFee
}
/** The transaction's hash (or signature), as the wallet returned it. */
export type SendTransactionReturnType = Promise<string>
/** NOT_CONNECTED, SEND_UNSUPPORTED_CHAIN, NETWORK_MISSING, or the wallet's refusal. */
export type SendTransactionErrorType = SigilError

/**
 * Sends from the connected account; a namespace whose adapter cannot send gives 'Unsupported chain'.
 * A sent transaction drops the account's cached native balance.
 */
export async function sendTransaction(
  ctx: ClientContext,
  parameters: SendTransactionParameters,
): SendTransactionReturnType {
  checkParameters(parameters, 'transaction')
  const ns = resolveNamespace(ctx, parameters.namespace)
  const adapter = requireAdapter(ctx, ns)
  if (!adapter.sendTransaction) throw createError(SEND_UNSUPPORTED_CHAIN)
  const { address, connectorId } = requireConnected(ctx, ns)
  const network = selectNetworkOf(ctx.store.getState(), ns)
  if (!network) throw createError(NETWORK_MISSING, { namespace: ns })
  const hash = await adapter.sendTransaction({
    connectorId,
    network,
    from: address,
    to: parameters.to,
    value: parameters.value,
    ...(parameters.data === undefined ? {} : { data: parameters.data }),
    ...(parameters.fee === undefined ? {} : { fee: parameters.fee }),
  })
  // The account pays value and gas, so its cached balance is stale: the next refreshBalance
  // (an app calls it once the transaction is mined) reads the chain instead of the cache.
  cacheOf(ctx).remove('nativeBalance', nativeBalanceCacheId(network, address))
  return hash
}
