import type { ResolveName } from '@sigil/core/internal'
import type { ServiceClients } from './createServiceClients.js'

/** Names through the blockchain service's profiles (a name not registered answers undefined). */
export function blockchainNameResolver(blockchain: NonNullable<ServiceClients['blockchain']>): ResolveName {
  return async (name) => (await blockchain()).resolveName(name)
}
