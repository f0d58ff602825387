import { describe, expect, it } from 'vitest'
import { balanceUnits, formatUnits, isDecimalText, parseUnits } from './units.js'

describe('decimal text and base units', () => {
  it('R-ACCT-03 R-ACCT-04 whole-unit text becomes the exact base units', () => {
    expect(parseUnits('12.5', 6)).toBe(12_500_000n)
    expect(parseUnits('1500', 6)).toBe(1_500_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.5', 6)).toBe(500_000n)
    expect(parseUnits('.25', 6)).toBe(250_000n)
    expect(parseUnits('7.', 6)).toBe(7_000_000n)
    expect(parseUnits(' 3 ', 0)).toBe(3n)
    expect(parseUnits('0.1', 18)).toBe(100_000_000_000_000_000n)
    expect(parseUnits('0.5', 18)).toBe(5n * 10n ** 17n)
    // No floating point on the way: 0.1 + 0.2 stays exact.
    expect(parseUnits('0.3', 18)).toBe(parseUnits('0.1', 18)! + parseUnits('0.2', 18)!)
  })

  it('R-ACCT-03 R-ACCT-04 anything but a plain non-negative decimal within the decimals is refused', () => {
    for (const bad of ['', '.', '1.2.3', '-1', '1e3', '0x10', '1,5', 'abc'])
      expect(parseUnits(bad, 6), bad).toBeUndefined()
    expect(parseUnits('0.0000001', 6)).toBeUndefined()
    expect(isDecimalText('12.5')).toBe(true)
    expect(isDecimalText('.5')).toBe(true)
    expect(isDecimalText('7.')).toBe(true)
    for (const bad of ['', '.', '1.2.3', '-1', '1e3', ' 1']) expect(isDecimalText(bad), bad).toBe(false)
  })

  it('R-ACCT-03 R-ACCT-04 base units back to decimal text without trailing zeros, exactly both ways', () => {
    expect(formatUnits(12_500_000n, 6)).toBe('12.5')
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(10n ** 18n, 18)).toBe('1')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(formatUnits(-1_500_000n, 6)).toBe('-1.5')
    expect(parseUnits(formatUnits(123_456_789_012_345_678n, 18), 18)).toBe(123_456_789_012_345_678n)
  })

  it('R-ACCT-03 R-ACCT-04 a balance written with more digits than the token has is cut, not rounded up; nonsense holds 0', () => {
    expect(balanceUnits('10000.5', 6)).toBe(10_000_500_000n)
    expect(balanceUnits('1.23456789', 6)).toBe(1_234_567n)
    expect(balanceUnits('1.9999999', 6)).toBe(1_999_999n)
    expect(balanceUnits(' 2 ', 18)).toBe(2n * 10n ** 18n)
    expect(balanceUnits('.5', 6)).toBe(500_000n)
    for (const bad of ['n/a', '', '.', '-1', '1.2.3']) expect(balanceUnits(bad, 6), bad).toBe(0n)
  })
})
