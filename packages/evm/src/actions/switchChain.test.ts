import { isSigilError } from '@sigil/core'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../test/context.js'
import { FakeEip1193Provider, walletError } from '../test/FakeEip1193Provider.js'
import { switchChain } from './switchChain.js'

const network = testNetwork({
  id: 8453,
  name: 'Base',
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Basescan', url: 'https://basescan.test' } },
})

describe('switchChain', () => {
  it('R-NET-07 asks the wallet to switch, and stops there when it can', async () => {
    const provider = new FakeEip1193Provider({ wallet_switchEthereumChain: () => null })
    await switchChain(provider, network)
    expect(provider.calls).toEqual([
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
    ])
  })

  it("R-NET-07 adds the chain with the network's data when the wallet does not know it, then switches again", async () => {
    let known = false
    const provider = new FakeEip1193Provider({
      wallet_switchEthereumChain: () => {
        if (!known) throw walletError(4902)
        return null
      },
      wallet_addEthereumChain: () => {
        known = true
        return null
      },
    })
    await switchChain(provider, network)
    expect(provider.calls[1]).toEqual({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x2105',
          chainName: 'Base',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: ['http://127.0.0.1:8545'],
          blockExplorerUrls: ['https://basescan.test'],
        },
      ],
    })
    expect(provider.methods()).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it('R-NET-07 recognizes 4902 nested in data.originalError', async () => {
    const provider = new FakeEip1193Provider({
      wallet_switchEthereumChain: () => {
        throw walletError(-32603, 'wrapped', { originalError: { code: 4902 } })
      },
      wallet_addEthereumChain: () => {
        throw walletError(-32603, 'cannot add')
      },
    })
    await expect(switchChain(provider, network)).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(provider.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  })

  it("R-NET-07 R-ERR-15 a wallet that answers 4902 and then fails to add gives 'Chain is not supported'", async () => {
    const provider = new FakeEip1193Provider({
      wallet_switchEthereumChain: () => {
        throw walletError(4902)
      },
      wallet_addEthereumChain: () => {
        throw walletError(4001, 'User rejected')
      },
    })
    const error = await switchChain(provider, network).catch((caught) => caught)
    expect(isSigilError(error, 'CHAIN_NOT_SUPPORTED')).toBe(true)
    expect(error.message).toBe('Chain is not supported')
  })

  it('R-NET-07 a refused switch is a typed user-rejected error and nothing is added', async () => {
    const provider = new FakeEip1193Provider({
      wallet_switchEthereumChain: () => {
        throw walletError(4001)
      },
    })
    await expect(switchChain(provider, network)).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
    expect(provider.methods()).toEqual(['wallet_switchEthereumChain'])
  })

  it('R-ERR-15 a network outside eip155 is not supported', async () => {
    const solana = testNetwork({ id: 1, chainNamespace: 'solana', caipNetworkId: 'solana:abc' })
    await expect(switchChain(new FakeEip1193Provider(), solana)).rejects.toMatchObject({
      code: 'CHAIN_NOT_SUPPORTED',
    })
  })
})
