import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import type { CaipNetwork } from '../types.js'
import * as networks from './index.js'

const {
  arbitrum,
  avalanche,
  base,
  bitcoin,
  bitcoinTestnet,
  bsc,
  defineNetwork,
  isOpStack,
  isZkSync,
  mainnet,
  optimism,
  polygon,
  solana,
  solanaDevnet,
  solanaTestnet,
  zksync,
} = networks

const bundled: CaipNetwork[] = [
  mainnet,
  optimism,
  bsc,
  polygon,
  zksync,
  base,
  arbitrum,
  avalanche,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
]

function hasOnlyData(value: unknown): boolean {
  if (typeof value === 'function') return false
  if (value && typeof value === 'object') return Object.values(value).every(hasOnlyData)
  return true
}

describe('bundled networks', () => {
  it('R-CORE-04 every bundled network has the fields of a CAIP network and is plain data', () => {
    for (const network of bundled) {
      expect(network).toMatchObject({
        id: expect.anything(),
        caipNetworkId: `${network.chainNamespace}:${network.id}`,
        chainNamespace: expect.stringMatching(/^(eip155|solana|bip122)$/),
        name: expect.any(String),
        nativeCurrency: {
          name: expect.any(String),
          symbol: expect.any(String),
          decimals: expect.any(Number),
        },
        rpcUrls: { default: { http: expect.any(Array) } },
        blockExplorers: { default: { name: expect.any(String), url: expect.stringMatching(/^https:/) } },
        testnet: expect.any(Boolean),
      })
      expect(hasOnlyData(network)).toBe(true)
      expect(JSON.parse(JSON.stringify(network))).toEqual(network)
      expect(defineNetwork({ ...network })).toEqual(network)
      expect(Object.isFrozen(network)).toBe(true)
    }
  })

  it('R-CORE-06 the bundled EVM networks and their ids', () => {
    const evm = bundled.filter((n) => n.chainNamespace === 'eip155')
    expect(evm.map((n) => [n.name, n.id, n.caipNetworkId])).toEqual([
      ['Ethereum', 1, 'eip155:1'],
      ['OP Mainnet', 10, 'eip155:10'],
      ['BNB Smart Chain', 56, 'eip155:56'],
      ['Polygon', 137, 'eip155:137'],
      ['ZKsync Era', 324, 'eip155:324'],
      ['Base', 8453, 'eip155:8453'],
      ['Arbitrum One', 42161, 'eip155:42161'],
      ['Avalanche', 43114, 'eip155:43114'],
    ])
    for (const network of evm) {
      expect(network.rpcUrls.default.http.length).toBeGreaterThan(0)
      expect(network.rpcUrls.chainDefault?.http).toEqual(network.rpcUrls.default.http)
    }
    expect(mainnet.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
  })

  it('R-CORE-06 the bundled EVM networks carry the ids, names, currencies, RPC and explorer of viem/chains', () => {
    const pairs: [CaipNetwork, viemChains.Chain][] = [
      [mainnet, viemChains.mainnet],
      [optimism, viemChains.optimism],
      [bsc, viemChains.bsc],
      [polygon, viemChains.polygon],
      [zksync, viemChains.zksync],
      [base, viemChains.base],
      [arbitrum, viemChains.arbitrum],
      [avalanche, viemChains.avalanche],
    ]
    for (const [network, chain] of pairs) {
      expect({
        id: network.id,
        name: network.name,
        nativeCurrency: network.nativeCurrency,
        rpc: network.rpcUrls.default.http,
        explorer: network.blockExplorers?.default,
      }).toEqual({
        id: chain.id,
        name: chain.name,
        nativeCurrency: chain.nativeCurrency,
        rpc: chain.rpcUrls.default.http,
        explorer: chain.blockExplorers?.default,
      })
      if (!network.stack) expect(network.blockTime).toBe(chain.blockTime)
    }
  })

  it('R-SOL-02 the bundled Solana networks are mainnet, devnet and testnet in namespace solana', () => {
    expect([solana, solanaDevnet, solanaTestnet].map((n) => [n.chainNamespace, n.testnet])).toEqual([
      ['solana', false],
      ['solana', true],
      ['solana', true],
    ])
  })

  it('R-SOL-01 a Solana network is valid with and without deprecatedCaipNetworkId', () => {
    expect(solana.deprecatedCaipNetworkId).toBe('solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
    expect((solanaTestnet as CaipNetwork).deprecatedCaipNetworkId).toBeUndefined()
    const { deprecatedCaipNetworkId: _, ...withoutIt } = solana
    expect(defineNetwork(withoutIt).caipNetworkId).toBe(solana.caipNetworkId)
    expect(() => defineNetwork({ ...solana, deprecatedCaipNetworkId: 'eip155:1' })).toThrow(
      'deprecatedCaipNetworkId must be in namespace solana',
    )
    expect(() => defineNetwork({ ...mainnet, deprecatedCaipNetworkId: 'solana:abc' })).toThrow(
      'only Solana networks carry a deprecatedCaipNetworkId',
    )
  })

  it('R-BTC-01 the bundled Bitcoin networks are mainnet and testnet in namespace bip122', () => {
    expect([bitcoin, bitcoinTestnet].map((n) => [n.caipNetworkId, n.testnet])).toEqual([
      ['bip122:000000000019d6689c085ae165831e93', false],
      ['bip122:000000000933ea01ad0ee984209779ba', true],
    ])
  })

  it('R-EVM-14 OP-stack networks have a 2000 ms block time and ZKsync 1000 ms', () => {
    expect([optimism, base].map((n) => [n.blockTime, isOpStack(n), isZkSync(n)])).toEqual([
      [2000, true, false],
      [2000, true, false],
    ])
    expect([zksync.blockTime, isZkSync(zksync), isOpStack(zksync)]).toEqual([1000, true, false])
    for (const other of [mainnet, bsc, polygon, arbitrum, avalanche]) {
      expect(isOpStack(other) || isZkSync(other)).toBe(false)
      expect(other.blockTime).not.toBe(undefined)
    }
  })
})

describe('defineNetwork', () => {
  it.each<[string, Partial<CaipNetwork>, string]>([
    ['an unknown namespace', { chainNamespace: 'cosmos' as 'eip155' }, 'chainNamespace "cosmos"'],
    ['a bad caipNetworkId', { caipNetworkId: 'eip155' as 'eip155:1' }, 'Invalid CAIP-2 network id'],
    ['an id that does not match', { caipNetworkId: 'eip155:2' }, 'does not end with id 1'],
    ['a namespace that does not match', { caipNetworkId: 'solana:1' }, 'is not in namespace eip155'],
    ['an empty name', { name: ' ' }, 'name is empty'],
    ['bad decimals', { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: -1 } }, 'decimals'],
    ['no RPC URL', { rpcUrls: { default: { http: [] } } }, 'at least one default RPC URL'],
    ['a non-http RPC URL', { rpcUrls: { default: { http: ['ftp://x'] } } }, 'not http(s)'],
    ['a zero block time', { blockTime: 0 }, 'blockTime must be positive'],
  ])('R-CORE-04 rejects %s', (_, change, message) => {
    let caught: unknown
    try {
      defineNetwork({ ...mainnet, ...change })
    } catch (error) {
      caught = error
    }
    expect(isSigilError(caught)).toBe(true)
    expect((caught as Error).message).toContain(message)
  })

  it('R-CORE-04 rejects a non-integer eip155 id and accepts a custom network', () => {
    expect(() => defineNetwork({ ...mainnet, id: 'x', caipNetworkId: 'eip155:x' })).toThrow(
      'positive integer id',
    )
    const custom = defineNetwork({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Local',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
      testnet: true,
    })
    expect(Object.isFrozen(custom)).toBe(true)
  })
})
