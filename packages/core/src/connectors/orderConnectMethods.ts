import type { Connector } from '../adapter.js'
import type { ConnectMethod } from '../client/types.js'

export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['email', 'social', 'wallet']
export const WALLET_FIRST_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

export type OrderConnectMethodsParameters = {
  /** The connectors shown in Connect (after exclusion). */
  connectors: readonly Pick<Connector, 'type'>[]
  /** The host's order (`features.connectMethodsOrder`); replaces the rule when set. */
  configured?: readonly ConnectMethod[]
  email?: boolean
  socials?: boolean
}

/**
 * Email, social, wallet by default (R-UI-07); wallet first when an injected or announced
 * wallet is shown (R-UI-08). Methods that are switched off are left out.
 */
export function orderConnectMethods({
  connectors,
  configured,
  email = true,
  socials = true,
}: OrderConnectMethodsParameters): ConnectMethod[] {
  const walletShown = connectors.some((c) => c.type === 'INJECTED' || c.type === 'ANNOUNCED')
  const order = configured ?? (walletShown ? WALLET_FIRST_CONNECT_METHOD_ORDER : DEFAULT_CONNECT_METHOD_ORDER)
  return order.filter((method) => (method === 'email' ? email : method === 'social' ? socials : true))
}
