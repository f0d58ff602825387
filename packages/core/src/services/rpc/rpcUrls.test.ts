import { describe, expect, it } from 'vitest'
import { bitcoin, mainnet, solana } from '../../caip/networks/index.js'
import { defaultRpcUrls } from './defaultRpcUrls.js'
import { hostedRpcUrl, relayRpcUrl } from './rpcUrls.js'

describe('RPC URLs', () => {
  it('R-API-39 hosted RPC URL shape', () => {
    expect(hostedRpcUrl('http://127.0.0.1:8545/', 'eip155:1', 'p1')).toBe(
      'http://127.0.0.1:8545/v1/?chainId=eip155:1&projectId=p1',
    )
    expect(hostedRpcUrl('http://rpc.local', 137, 'a b')).toBe(
      'http://rpc.local/v1/?chainId=137&projectId=a%20b',
    )
  })

  it('R-API-40 Solana and Bitcoin default to the shared relay endpoint on a configurable host', () => {
    expect(relayRpcUrl('http://relay.local/')).toBe('http://relay.local/v1')
    expect(defaultRpcUrls(solana, 'http://relay.local')[0]).toBe('http://relay.local/v1')
    expect(defaultRpcUrls(bitcoin, 'http://other.local')[0]).toBe('http://other.local/v1')
    expect(defaultRpcUrls(mainnet, 'http://relay.local')).toEqual([...mainnet.rpcUrls.default.http])
  })
})
