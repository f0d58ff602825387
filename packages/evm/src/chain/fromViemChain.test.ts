import * as viemChains from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { fromViemChain } from './fromViemChain.js'

function hasOnlyData(value: unknown): boolean {
  if (typeof value === 'function') return false
  if (value && typeof value === 'object') return Object.values(value).every(hasOnlyData)
  return true
}

describe('fromViemChain', () => {
  it('turns any viem chain into a plain network', () => {
    const sepolia = fromViemChain(viemChains.sepolia, { imageId: 'sepolia' })
    expect(sepolia).toMatchObject({
      id: 11155111,
      caipNetworkId: 'eip155:11155111',
      chainNamespace: 'eip155',
      testnet: true,
      assets: { imageId: 'sepolia' },
      rpcUrls: { default: { http: [...viemChains.sepolia.rpcUrls.default.http] } },
    })
    expect(hasOnlyData(sepolia)).toBe(true)
  })

  it("R-EVM-14 a network on a known stack takes the stack's block time, else the chain's own", () => {
    expect(fromViemChain(viemChains.optimism, { imageId: 'op', stack: 'op-stack' }).blockTime).toBe(2000)
    expect(fromViemChain(viemChains.zksync, { imageId: 'zk', stack: 'zksync' }).blockTime).toBe(1000)
    expect(fromViemChain(viemChains.mainnet, { imageId: 'eth' }).blockTime).toBe(viemChains.mainnet.blockTime)
  })
})
