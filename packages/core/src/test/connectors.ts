import type { Connector, ConnectorType } from '../adapter.js'
import type { NetworkNamespace } from '../caip/types.js'

/** A connector for tests. */
export function testConnector(
  id: string,
  type: ConnectorType,
  extra: Partial<Connector> & { rdns?: string } = {},
): Connector {
  const { rdns, ...rest } = extra
  const chain: NetworkNamespace = rest.chain ?? 'eip155'
  return { id, type, name: id, chain, ...(rdns ? { info: { rdns } } : {}), ...rest }
}
