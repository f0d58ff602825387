import { describe, expect, it } from 'vitest'
import { checkSwapAmount, formatAmount, maxSwapAmount } from './swapAmount.js'

const eth = { symbol: 'ETH', decimals: 18, balance: 2n * 10n ** 18n }
const dusd = { symbol: 'dUSD', decimals: 6, balance: 1_500_000_000n }

describe('swap amounts', () => {
  it('R-ACCT-04 an amount is checked against the token: number, decimals, zero, balance', () => {
    expect(checkSwapAmount('', eth)).toEqual({})
    expect(checkSwapAmount('abc', eth)).toEqual({ problem: { code: 'invalidAmount' } })
    expect(checkSwapAmount('.', eth)).toEqual({ problem: { code: 'invalidAmount' } })
    expect(checkSwapAmount('1.1234567', dusd)).toEqual({
      problem: { code: 'tooManyDecimals', symbol: 'dUSD', decimals: 6 },
    })
    expect(checkSwapAmount('0.000', eth)).toEqual({ problem: { code: 'zeroAmount' } })
    expect(checkSwapAmount('1.5', eth)).toEqual({ value: 15n * 10n ** 17n })
    // Above the balance: still a value (it can be quoted), and the reason it cannot be swapped.
    expect(checkSwapAmount('2.0001', eth)).toEqual({
      value: 20001n * 10n ** 14n,
      problem: { code: 'insufficientBalance', symbol: 'ETH' },
    })
    expect(checkSwapAmount(' 1500 ', dusd)).toEqual({ value: 1_500_000_000n })
  })

  it('R-ACCT-04 an amount beyond what a token can hold (uint256) has no value to quote, only the reason', () => {
    const largest = (2n ** 256n - 1n).toString()
    expect(checkSwapAmount(largest.slice(0, -6), dusd).value).toBe(2n ** 256n - 1n - 639935n)
    expect(checkSwapAmount(largest, { ...dusd, decimals: 0 }).value).toBe(2n ** 256n - 1n)
    expect(checkSwapAmount(`${largest}0`, { ...dusd, decimals: 0 })).toEqual({
      problem: { code: 'insufficientBalance', symbol: 'dUSD' },
    })
    expect(checkSwapAmount(`1${'0'.repeat(80)}`, eth)).toEqual({
      problem: { code: 'insufficientBalance', symbol: 'ETH' },
    })
  })

  it('R-ACCT-04 Max is the whole token balance, and the native balance less the fee reserve, never negative', () => {
    expect(maxSwapAmount({ balance: 1_500_000_000n, native: false }, 10n ** 16n)).toBe(1_500_000_000n)
    expect(maxSwapAmount({ balance: 10n ** 18n, native: true }, 10n ** 16n)).toBe(99n * 10n ** 16n)
    expect(maxSwapAmount({ balance: 10n ** 15n, native: true }, 10n ** 16n)).toBe(0n)
  })

  it('amounts read rounded down: four decimals from 1 up, six significant digits below 1', () => {
    expect(formatAmount(2_991_031_234_567n, 9)).toBe('2,991.0312')
    expect(formatAmount(123_456_789n, 18)).toBe('<0.000001')
    expect(formatAmount(123_456_789_000_000n, 18)).toBe('0.000123456')
    expect(formatAmount(1_999_999n, 6)).toBe('1.9999')
    expect(formatAmount(0n, 6)).toBe('0')
    expect(formatAmount(5_000_000n, 6)).toBe('5')
  })
})
