import type { AccountType } from '../adapter.js'
import { AUTH_CONNECTOR_ID } from '../auth/authConnector.js'
import type { NetworkNamespace } from '../caip/types.js'
import type { SigilState } from './types.js'

/**
 * Why the account kind of `namespace` may not become `type` now, or undefined when it may:
 * a smart account needs the namespace's network among the smart-account networks and the
 * current kind to be eoa (R-STATE-30, spec §6). Any other kind is always allowed.
 */
export function accountTypeRefusal(
  state: SigilState,
  namespace: NetworkNamespace,
  type: AccountType,
): string | undefined {
  if (type !== 'smartAccount') return undefined
  const networkId = state.chain.activeNetworkByNamespace[namespace]
  if (!networkId || !state.chain.smartAccountNetworks.includes(networkId))
    return 'the network does not support smart accounts'
  if (state.accounts[namespace].preferredAccountType !== 'eoa') return 'the current account is not an eoa'
  return undefined
}

/**
 * The kind a person may switch the connected account to now, for the Account view: only an
 * embedded-wallet account on a network with smart accounts has two kinds (its owner key and its
 * smart account); to a smart account from an eoa (R-STATE-30), back to the eoa from a smart one.
 */
export function selectAccountTypeSwitch(
  state: SigilState,
  namespace: NetworkNamespace,
): 'smartAccount' | 'eoa' | undefined {
  if (state.connection.activeConnectorId[namespace] !== AUTH_CONNECTOR_ID) return undefined
  if (!state.accounts[namespace].address) return undefined
  const networkId = state.chain.activeNetworkByNamespace[namespace]
  if (!networkId || !state.chain.smartAccountNetworks.includes(networkId)) return undefined
  const current = state.accounts[namespace].preferredAccountType
  if (current === 'smartAccount') return 'eoa'
  return accountTypeRefusal(state, namespace, 'smartAccount') === undefined ? 'smartAccount' : undefined
}
