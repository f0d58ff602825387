import { createTestClient, testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SWAP_CHAIN_IDS, hasActivityHistory, selectWalletFeatures } from './walletFeatures.js'

async function on(network: typeof testMainnet, features = {}) {
  const { client } = createTestClient({ features })
  await client.ready()
  await client.switchNetwork(network)
  return client.getState()
}

describe('wallet features', () => {
  it('R-ACCT-31 swaps are offered on 12 listed EVM chains, and a configured list replaces them', async () => {
    expect(DEFAULT_SWAP_CHAIN_IDS).toHaveLength(12)
    expect(new Set(DEFAULT_SWAP_CHAIN_IDS).size).toBe(12)
    const state = await on(testMainnet)
    expect(DEFAULT_SWAP_CHAIN_IDS).toContain(Number(testMainnet.id))
    expect(selectWalletFeatures(state)).toContain('swaps')
    expect(selectWalletFeatures(state, [8453])).not.toContain('swaps')
    expect(selectWalletFeatures(state, [Number(testMainnet.id)])).toContain('swaps')
  })

  it('R-ACCT-32 R-UI-19 onramp and send on EVM and Solana, in the order onramp, swaps, receive, send; activity on EVM only', async () => {
    const evm = await on(testMainnet)
    expect(selectWalletFeatures(evm)).toEqual(['onramp', 'swaps', 'receive', 'send'])
    expect(hasActivityHistory(evm)).toBe(true)
    const solana = await on(testSolana)
    expect(selectWalletFeatures(solana)).toEqual(['onramp', 'receive', 'send'])
    expect(hasActivityHistory(solana)).toBe(false)
  })

  it('R-STATE-33 a feature switched off is not offered', async () => {
    const state = await on(testMainnet, { onramp: false, send: false })
    expect(selectWalletFeatures(state)).toEqual(['swaps', 'receive'])
  })

  it('R-STATE-33 R-API-02 with the activity feature off there is no activity history, even on EVM', async () => {
    expect(hasActivityHistory(await on(testMainnet, { activity: false }))).toBe(false)
  })
})
