import type { CaipNetwork, NetworkNamespace } from '../../caip/types.js'
import { createError, NETWORK_MISSING, type SigilError } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import { cacheOf } from '../contextParts.js'
import { selectNetworkOf } from '../selectors.js'
import { patchAccount } from '../stateUpdates.js'
import { isOnUnsupportedNetwork } from '../unsupportedNetwork.js'
import { requireAdapter } from './requireAdapter.js'
import { resolveNamespace } from './resolveNamespace.js'

type Balance = { balance: string; symbol: string }
const isBalance = (value: unknown): value is Balance =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Balance).balance === 'string' &&
  typeof (value as Balance).symbol === 'string'

/** The native-balance cache entry of an account on a network. */
export const nativeBalanceCacheId = (network: CaipNetwork, address: string): string =>
  `${network.caipNetworkId}:${address}`

export type RefreshBalanceOptions = {
  /** Read the chain even when the cached balance is fresh: something outside Sigil moved it (an onramp purchase). */
  force?: boolean
}
/** The namespace whose balance is read (default: the active one), and the options. */
export type RefreshBalanceParameters = [namespace?: NetworkNamespace, options?: RefreshBalanceOptions]
/** Settles when the balance is in the state (or the read failed: `balanceError` says so). */
export type RefreshBalanceReturnType = Promise<void>
/** ADAPTER_NOT_FOUND for a namespace without an adapter. */
export type RefreshBalanceErrorType = SigilError

/**
 * Fills balance and balanceSymbol of a connected namespace from the adapter, through the
 * native-balance cache (30 s) unless `force`. Does nothing while the namespace has no address.
 */
export async function refreshBalance(
  ctx: ClientContext,
  namespace?: NetworkNamespace,
  options: RefreshBalanceOptions = {},
): RefreshBalanceReturnType {
  const ns = resolveNamespace(ctx, namespace)
  const adapter = requireAdapter(ctx, ns)
  const state = ctx.store.getState()
  const address = state.accounts[ns].address
  if (!address) return
  // The wallet's chain is not configured: there is no balance of it to show, and none of another chain.
  if (isOnUnsupportedNetwork(state, ns)) return
  const network = selectNetworkOf(state, ns)
  if (!network) throw createError(NETWORK_MISSING, { namespace: ns })
  const cacheId = nativeBalanceCacheId(network, address)
  const cached = options.force ? undefined : cacheOf(ctx).get('nativeBalance', cacheId, isBalance)
  if (cached) {
    patchAccount(ctx.store, ns, {
      balance: cached.balance,
      balanceSymbol: cached.symbol,
      balanceLoading: false,
    })
    return
  }
  patchAccount(ctx.store, ns, { balanceLoading: true })
  try {
    const result = await adapter.getBalance({ address, network })
    cacheOf(ctx).set('nativeBalance', cacheId, result)
    if (ctx.store.getState().accounts[ns].address === address)
      patchAccount(ctx.store, ns, { balance: result.balance, balanceSymbol: result.symbol })
  } catch (error) {
    ctx.logger.warn(`Could not read the ${ns} balance`, error)
  } finally {
    patchAccount(ctx.store, ns, { balanceLoading: false })
  }
}

// Moved beside it so that the first load need not carry refreshBalance.
export { refreshBalanceLater } from './refreshBalanceLater.js'
