import { createMemoryStorage, type KeyValueStorage } from '@sigil/core'
import { createTestClient } from './createTestClient.js'

/**
 * A storage holding a stored EVM connection, as a page left it: a test client connected the fake
 * wallet (`eip155-wallet`) and was destroyed. A client made on it restores that connection.
 */
export async function storedEvmConnection(): Promise<KeyValueStorage> {
  const storage = createMemoryStorage()
  const { client } = createTestClient({ storage })
  await client.ready()
  await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  client.destroy()
  return storage
}
