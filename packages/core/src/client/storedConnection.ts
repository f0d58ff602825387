import type { CaipNetworkId, NetworkNamespace } from '../caip/types.js'
import type { ClientContext } from './context.js'

/**
 * What is kept of a namespace's connection to restore it after a reload; `address` is the account
 * the button shows while the wallet is asked again.
 */
export type StoredConnection = { connectorId: string; caipNetworkId?: CaipNetworkId; address?: string }

// Every namespace's addresses are word characters (hex, base58, bech32); the remembered one is
// only ever shown, as text, until the wallet answers with the real one.
const ADDRESS_SHAPE = /^\w{20,100}$/

export function isStoredConnection(value: unknown): value is StoredConnection {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return (
    typeof v.connectorId === 'string' &&
    (v.caipNetworkId === undefined ||
      (typeof v.caipNetworkId === 'string' && v.caipNetworkId.includes(':'))) &&
    (v.address === undefined || (typeof v.address === 'string' && ADDRESS_SHAPE.test(v.address)))
  )
}

type StorageParts = Pick<ClientContext, 'storage' | 'keys'>

export const readStoredConnection = (ctx: StorageParts, namespace: NetworkNamespace) =>
  ctx.storage.read(ctx.keys.connection(namespace), isStoredConnection)
