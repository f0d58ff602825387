import { getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { DEFAULT_ALLOWANCE_RESET_TOKENS, needsAllowanceReset } from './allowanceResetTokens.js'

describe('the allowance-reset table', () => {
  it('R-ACCT-35 holds seven USDT contracts, one per chain, each a correctly checksummed address', () => {
    const entries = Object.entries(DEFAULT_ALLOWANCE_RESET_TOKENS).flatMap(([chainId, addresses]) =>
      addresses.map((address) => ({ chainId: Number(chainId), address })),
    )
    expect(entries).toHaveLength(7)
    expect(entries.map((entry) => entry.chainId).sort((a, b) => a - b)).toEqual([
      1, 56, 137, 2222, 42161, 42220, 43114,
    ])
    // viem's EIP-55 is the reference: a typo in any address breaks its checksum.
    for (const { address } of entries) expect(getAddress(address)).toBe(address)
    expect(DEFAULT_ALLOWANCE_RESET_TOKENS[1]).toEqual(['0xdAC17F958D2ee523a2206206994597C13D831ec7'])
  })

  it('R-ACCT-35 a lookup ignores case and is per chain', () => {
    const usdt = '0xdac17f958d2ee523a2206206994597c13d831ec7'
    expect(needsAllowanceReset(DEFAULT_ALLOWANCE_RESET_TOKENS, 1, usdt)).toBe(true)
    expect(
      needsAllowanceReset(DEFAULT_ALLOWANCE_RESET_TOKENS, 1, usdt.toUpperCase().replace('0X', '0x')),
    ).toBe(true)
    expect(needsAllowanceReset(DEFAULT_ALLOWANCE_RESET_TOKENS, 1, `eip155:1:${usdt}`)).toBe(true)
    expect(needsAllowanceReset(DEFAULT_ALLOWANCE_RESET_TOKENS, 10, usdt)).toBe(false)
    expect(
      needsAllowanceReset(DEFAULT_ALLOWANCE_RESET_TOKENS, 1, '0x0000000000000000000000000000000000000001'),
    ).toBe(false)
  })
})
