import { describe, expect, it } from 'vitest'
import type { Connector } from '../adapter.js'
import { CONNECTOR_TYPES, isValidConnector } from './connectorTypes.js'

describe('connector types', () => {
  it('R-CORE-02 a connector carries every field of spec §3 and one of the six types', () => {
    const connector: Required<Connector> = {
      id: 'io.metamask',
      type: 'ANNOUNCED',
      name: 'MetaMask',
      chain: 'eip155',
      explorerId: 'c57ca95b',
      imageUrl: 'http://127.0.0.1/metamask.png',
      imageId: 'img-1',
      info: { rdns: 'io.metamask' },
      provider: {},
      host: 'safe',
    }
    expect(isValidConnector(connector)).toBe(true)
    expect(CONNECTOR_TYPES).toEqual([
      'EXTERNAL',
      'WALLET_CONNECT',
      'INJECTED',
      'ANNOUNCED',
      'AUTH',
      'MULTI_CHAIN',
    ])
    for (const type of CONNECTOR_TYPES) expect(isValidConnector({ ...connector, type })).toBe(true)
  })

  it.each([
    ['another type', { id: 'a', name: 'A', chain: 'eip155', type: 'BLUETOOTH' }],
    ['no id', { name: 'A', chain: 'eip155', type: 'INJECTED' }],
    ['an unknown chain', { id: 'a', name: 'A', chain: 'cosmos', type: 'INJECTED' }],
    ['not an object', 'INJECTED'],
  ])('R-CORE-02 rejects a connector with %s', (_name, value) => {
    expect(isValidConnector(value)).toBe(false)
  })
})
