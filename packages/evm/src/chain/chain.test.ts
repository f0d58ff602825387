import { describe, expect, it } from 'vitest'
import { testNetwork } from '../test/context.js'
import { addChainParameters } from './addChainParameters.js'
import { evmChainId, parseWalletChainId } from './evmChainId.js'
import { pollingInterval } from './pollingInterval.js'
import { toViemChain } from './toViemChain.js'

describe('pollingInterval', () => {
  it('R-EVM-14 polls OP-stack networks every 2000 ms and ZKsync networks every 1000 ms', () => {
    expect(pollingInterval(testNetwork({ id: 10, stack: 'op-stack' }))).toBe(2_000)
    expect(pollingInterval(testNetwork({ id: 324, stack: 'zksync' }))).toBe(1_000)
  })

  it("prefers the network's own block time, else the 4 s RPC default", () => {
    expect(pollingInterval(testNetwork({ id: 10, stack: 'op-stack', blockTime: 250 }))).toBe(250)
    expect(pollingInterval(testNetwork({ id: 1 }))).toBe(4_000)
  })
})

describe('chain ids', () => {
  it('parses what wallets report', () => {
    expect(parseWalletChainId('0x2105')).toBe(8453)
    expect(parseWalletChainId('8453')).toBe(8453)
    expect(parseWalletChainId(8453)).toBe(8453)
    expect(parseWalletChainId(null)).toBeNaN()
    // R-SEC-11: what is not a clean hex or decimal positive integer is no chain id.
    for (const bad of ['0x1zz', '12abc', '0x', '', '-1', '0', '1.5', 'NaN', 0, -1, 1.5, 2 ** 60, {}])
      expect(parseWalletChainId(bad), String(bad)).toBeNaN()
  })

  it('R-ERR-15 a network that is not EIP-155 is not supported', () => {
    expect(evmChainId(testNetwork({ id: 1, caipNetworkId: 'eip155:1' }))).toBe(1)
    expect(() => evmChainId(testNetwork({ id: 0 }))).toThrow('Chain is not supported')
  })
})

describe('network conversion', () => {
  const network = testNetwork({
    id: 8453,
    name: 'Base',
    rpcUrls: {
      default: { http: ['http://hosted.test/rpc'] },
      chainDefault: { http: ['http://chain.test/rpc'] },
    },
    blockTime: 2_000,
  })

  it("gives wallets the chain's own RPC, not a hosted one", () => {
    expect(addChainParameters(network)).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['http://chain.test/rpc'],
    })
  })

  it('builds a viem chain with the id, currency, RPC and block time', () => {
    expect(toViemChain(network)).toMatchObject({
      id: 8453,
      name: 'Base',
      nativeCurrency: { symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://hosted.test/rpc'] } },
      blockTime: 2_000,
    })
  })
})
