import type { Connector, ConnectorType } from '../adapter.js'
import type { NetworkNamespace } from '../caip/types.js'

export const CONNECTOR_TYPES = [
  'EXTERNAL',
  'WALLET_CONNECT',
  'INJECTED',
  'ANNOUNCED',
  'AUTH',
  'MULTI_CHAIN',
] as const satisfies readonly ConnectorType[]

const NETWORK_NAMESPACES: readonly NetworkNamespace[] = ['eip155', 'solana', 'bip122']

export function isConnectorType(value: unknown): value is ConnectorType {
  return typeof value === 'string' && (CONNECTOR_TYPES as readonly string[]).includes(value)
}

/** Whether an adapter's connector has the fields and a type of spec §3 (R-CORE-02). */
export function isValidConnector(value: unknown): value is Connector {
  if (typeof value !== 'object' || value === null) return false
  const c = value as Record<string, unknown>
  return (
    typeof c.id === 'string' &&
    c.id.length > 0 &&
    typeof c.name === 'string' &&
    isConnectorType(c.type) &&
    typeof c.chain === 'string' &&
    NETWORK_NAMESPACES.includes(c.chain as NetworkNamespace)
  )
}
