import type { AccountType } from '../../adapter.js'
import type { CaipNetworkId, NetworkNamespace } from '../../caip/types.js'
import { createError, INVALID_INPUT, SMART_ACCOUNT_UNAVAILABLE } from '../../errors/index.js'
import { accountTypeRefusal } from '../accountTypeSwitch.js'
import type { ClientContext } from '../context.js'
import { isNetworkNamespace } from '../namespaces.js'
import { patchAccount, patchChain } from '../stateUpdates.js'

/**
 * Sets the preferred account kind. Moving to a smart account needs the namespace's network
 * among the smart-account networks and the current kind to be eoa (R-STATE-30, spec §6).
 */
export function setPreferredAccountType(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  type: AccountType,
): void {
  if (!isNetworkNamespace(namespace))
    throw createError(INVALID_INPUT, { what: 'namespace', reason: 'expected eip155, solana or bip122' })
  const reason = accountTypeRefusal(ctx.store.getState(), namespace, type)
  if (reason) throw createError(SMART_ACCOUNT_UNAVAILABLE, { reason })
  patchAccount(ctx.store, namespace, { preferredAccountType: type })
}

export function setSmartAccountNetworks(ctx: ClientContext, caipNetworkIds: readonly CaipNetworkId[]): void {
  const given: unknown = caipNetworkIds
  if (!Array.isArray(given) || !given.every((id) => typeof id === 'string'))
    throw createError(INVALID_INPUT, {
      what: 'smart account networks',
      reason: 'expected a list of network ids',
    })
  patchChain(ctx.store, { smartAccountNetworks: [...caipNetworkIds] })
}
