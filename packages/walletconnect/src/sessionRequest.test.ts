import { type CaipNetwork, defineNetwork, isSigilError } from '@sigil/core'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SESSION_EVENTS, NAMESPACE_METHODS } from './namespaceTable.js'
import { buildConnectRequest } from './sessionRequest.js'

const evmNetwork = (id: number, rpc: string): CaipNetwork =>
  defineNetwork({
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
  })
const solanaNetwork: CaipNetwork = defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

describe('session requests', () => {
  it('R-WC-03 connect asks with optionalNamespaces: the configured chains, the namespace methods and an RPC map on devnet', () => {
    const request = buildConnectRequest([
      evmNetwork(31337, 'http://127.0.0.1:1/a'),
      evmNetwork(31338, 'http://127.0.0.1:1/b'),
    ])
    expect(request).toEqual({
      optionalNamespaces: {
        eip155: {
          chains: ['eip155:31337', 'eip155:31338'],
          methods: [...NAMESPACE_METHODS.eip155],
          events: ['accountsChanged', 'chainChanged'],
          rpcMap: { '31337': 'http://127.0.0.1:1/a', '31338': 'http://127.0.0.1:1/b' },
        },
      },
    })
    expect(request.optionalNamespaces.eip155!.methods).toContain('personal_sign')
  })

  it('R-WC-03 R-SIWX-02 with sign-in, the connect asks for the session and the sign-in message fields on the chains it asks for', () => {
    const request = buildConnectRequest([evmNetwork(31337, 'http://127.0.0.1:1/a'), solanaNetwork], {
      chains: ['eip155:31337', 'eip155:999'],
      uri: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1:5173',
      nonce: 'abc12345',
      statement: 'Sign in',
      expirationTime: '2026-11-24T10:00:00.000Z',
    })
    expect(request.optionalNamespaces.eip155!.methods).toContain('personal_sign')
    expect(request.authentication).toEqual([
      {
        chains: ['eip155:31337'],
        uri: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1:5173',
        nonce: 'abc12345',
        statement: 'Sign in',
        exp: '2026-11-24T10:00:00.000Z',
        ttl: 300,
      },
    ])
    const elsewhere = buildConnectRequest([evmNetwork(1, 'http://127.0.0.1:1')], {
      chains: ['eip155:5'],
      uri: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1:5173',
      nonce: 'abc12345',
    })
    expect(elsewhere.authentication).toBeUndefined()
  })

  it('R-WC-04 every namespace asks for the default events accountsChanged and chainChanged', () => {
    expect(DEFAULT_SESSION_EVENTS).toEqual(['accountsChanged', 'chainChanged'])
    const request = buildConnectRequest([evmNetwork(1, 'http://127.0.0.1:1'), solanaNetwork])
    expect(request.optionalNamespaces.solana).toEqual({
      chains: [solanaNetwork.caipNetworkId],
      methods: [...NAMESPACE_METHODS.solana],
      events: ['accountsChanged', 'chainChanged'],
    })
    for (const entry of Object.values(request.optionalNamespaces)) {
      expect(entry.events).toEqual(['accountsChanged', 'chainChanged'])
    }
  })

  it("R-ERR-15 no network of a namespace the connector serves is 'The connector does not support any of the requested chains'", () => {
    let caught: unknown
    try {
      buildConnectRequest([])
    } catch (error) {
      caught = error
    }
    expect(isSigilError(caught, 'CONNECTOR_CHAINS_UNSUPPORTED')).toBe(true)
    expect((caught as Error).message).toContain('The connector does not support any of the requested chains')
  })
})
