import { describe, expect, it } from 'vitest'
import { maxAmount } from './maxAmount.js'

describe('Max', () => {
  it('R-ACCT-03 R-ACCT-04 the balance less the reserve, never below zero', () => {
    expect(maxAmount(1_500_000_000n, 0n)).toBe(1_500_000_000n)
    expect(maxAmount(10n ** 18n, 10n ** 16n)).toBe(99n * 10n ** 16n)
    expect(maxAmount(10n ** 16n, 10n ** 16n)).toBe(0n)
    expect(maxAmount(10n ** 15n, 10n ** 16n)).toBe(0n)
  })
})
