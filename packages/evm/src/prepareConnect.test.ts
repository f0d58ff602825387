import { describe, expect, it, vi } from 'vitest'
import { evm } from './evmAdapter.js'

const checksumming = vi.hoisted(() => ({ fetched: 0 }))
vi.mock('./session/toAccounts.js', async (original) => {
  checksumming.fetched++
  return await original()
})

describe('evm(): a person reaching for a wallet', () => {
  it('R-EVM-02 prepareConnect fetches the address checksumming a connect runs, before any wallet answers', async () => {
    const adapter = evm()
    expect(checksumming.fetched).toBe(0)
    adapter.prepareConnect?.()
    await vi.waitFor(() => expect(checksumming.fetched).toBe(1))
  })
})
