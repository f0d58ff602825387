import { createFakeAdapter, createTestClient, testBitcoin, testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { ErrorCode } from '../../errors/index.js'
import type { SigilInternalClient } from '../internalClient.js'

/** A client with only an eip155 adapter; bip122 is configured as a network but has no adapter. */
async function setup() {
  const evm = createFakeAdapter()
  evm.sendTransaction = undefined
  const { client } = createTestClient({ adapters: [evm], networks: [testMainnet, testBitcoin] })
  await client.ready()
  return client
}

const operations: [string, (client: SigilInternalClient) => unknown, ErrorCode][] = [
  [
    'connect without an adapter',
    (c) => c.connect({ connectorId: 'x', namespace: 'solana' }),
    'ADAPTER_NOT_FOUND',
  ],
  [
    'connect without a network',
    (c) => c.connect({ connectorId: 'x', namespace: 'bip122' }),
    'ADAPTER_NOT_FOUND',
  ],
  ['disconnect without an adapter', (c) => c.disconnect({ namespace: 'solana' }), 'ADAPTER_NOT_FOUND'],
  ['getAdapter without an adapter', (c) => c.getAdapter('solana'), 'ADAPTER_NOT_FOUND'],
  ['getProvider without an adapter', (c) => c.getProvider('bip122'), 'ADAPTER_NOT_FOUND'],
  ['getAccount without a namespace', (c) => (c.getAccount as () => unknown)(), 'NAMESPACE_REQUIRED'],
  ['refreshBalance without an adapter', (c) => c.refreshBalance('solana'), 'ADAPTER_NOT_FOUND'],
  ['signMessage without an adapter', (c) => c.signMessage('hi', 'solana'), 'ADAPTER_NOT_FOUND'],
  ['signMessage without a connected account', (c) => c.signMessage('hi', 'eip155'), 'NOT_CONNECTED'],
  [
    'sendTransaction without a sending adapter',
    (c) => c.sendTransaction({ to: '0x0', value: '1' }),
    'SEND_UNSUPPORTED_CHAIN',
  ],
  ['switchNetwork to a network that is missing', (c) => c.switchNetwork('eip155:5'), 'NETWORK_NOT_FOUND'],
  [
    'addNetwork without an adapter',
    (c) => c.addNetwork({ ...testBitcoin, caipNetworkId: 'bip122:x' }),
    'ADAPTER_NOT_FOUND',
  ],
  ['removeNetwork without an adapter', (c) => c.removeNetwork('solana:x'), 'ADAPTER_NOT_FOUND'],
  [
    'requestApproval of a method on no list',
    (c) => c.requestApproval({ method: 'eth_sign' }),
    'RPC_METHOD_NOT_ALLOWED',
  ],
]

describe('client operations with something missing', () => {
  it.each(operations)('R-ERR-17 %s raises a typed error', async (_name, operation, code) => {
    const client = await setup()
    let caught: unknown
    try {
      await operation(client)
    } catch (error) {
      caught = error
    }
    expect(caught).toMatchObject({ name: 'SigilError', code })
  })
})
