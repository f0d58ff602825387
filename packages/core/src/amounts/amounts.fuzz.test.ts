import { fuzzParameters } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkAmount } from './checkAmount.js'
import { balanceUnits, formatUnits, isDecimalText, parseUnits } from './units.js'

const decimals = fc.integer({ min: 0, max: 36 })
const typed = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,-+e '), maxLength: 30 }),
  fc.constantFrom('NaN', 'Infinity', '1e18', '0x10', '١٢٣', '１２', '-0', '.', ''),
)

describe('amounts under fuzzing', () => {
  it('R-SEC-11 parseUnits and checkAmount answer any typed text without throwing', () => {
    fc.assert(
      fc.property(typed, decimals, fc.bigInt({ min: 0n, max: 10n ** 40n }), (text, places, balance) => {
        const value = parseUnits(text, places)
        if (value !== undefined) expect(value >= 0n).toBe(true)
        const check = checkAmount(text, { decimals: places, balance })
        if (check.ok) {
          expect(check.value).toBe(value)
          expect(check.value > 0n && check.value <= balance).toBe(true)
        } else {
          expect(['missing', 'invalid', 'too-many-decimals', 'zero', 'exceeds-balance']).toContain(
            check.problem,
          )
        }
        balanceUnits(text, places)
      }),
      fuzzParameters(),
    )
  })

  it('formatUnits then parseUnits gives back any non-negative amount exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 256n }), decimals, (value, places) => {
        const text = formatUnits(value, places)
        expect(isDecimalText(text)).toBe(true)
        expect(parseUnits(text, places)).toBe(value)
        expect(balanceUnits(text, places)).toBe(value)
      }),
      fuzzParameters(),
    )
  })

  it('only plain digits with one optional dot are amounts: no signs, exponents, hex or other scripts', () => {
    fc.assert(
      fc.property(typed, decimals, (text, places) => {
        const value = parseUnits(text, places)
        if (value === undefined) return
        expect(text.trim()).toMatch(/^\d*\.?\d*$/)
      }),
      fuzzParameters(),
    )
  })
})
