import { describe, expect, it } from 'vitest'
import { checkAmount } from './checkAmount.js'

const dusd = { decimals: 6, balance: 10_000_500_000n }
const eth = { decimals: 18, balance: 1_250_000_000_000_000_000n }

describe('an amount typed for a token', () => {
  it('R-ACCT-03 R-ACCT-04 a positive decimal within the decimals and the balance is its exact base units', () => {
    expect(checkAmount('12.5', dusd)).toEqual({ ok: true, value: 12_500_000n })
    expect(checkAmount(' 10000.5 ', dusd)).toEqual({ ok: true, value: 10_000_500_000n })
    expect(checkAmount('1.25', eth)).toEqual({ ok: true, value: 1_250_000_000_000_000_000n })
  })

  it('R-ACCT-19 R-ACCT-04 missing, not a number, too many decimals and zero are each their own problem', () => {
    expect(checkAmount(undefined, dusd)).toEqual({ ok: false, problem: 'missing' })
    expect(checkAmount('', dusd)).toEqual({ ok: false, problem: 'missing' })
    expect(checkAmount('  ', dusd)).toEqual({ ok: false, problem: 'missing' })
    for (const bad of ['abc', '1,5', '.', '-1', '1e3', '1.2.3'])
      expect(checkAmount(bad, dusd), bad).toEqual({ ok: false, problem: 'invalid' })
    expect(checkAmount('1.0000001', dusd)).toEqual({ ok: false, problem: 'too-many-decimals' })
    expect(checkAmount('0', dusd)).toEqual({ ok: false, problem: 'zero' })
    expect(checkAmount('0.000', eth)).toEqual({ ok: false, problem: 'zero' })
  })

  it('R-ACCT-19 R-ACCT-04 above the balance is a problem that keeps its value (a swap still quotes it)', () => {
    expect(checkAmount('10000.500001', dusd)).toEqual({
      ok: false,
      problem: 'exceeds-balance',
      value: 10_000_500_001n,
    })
    expect(checkAmount('1.250000000000000001', eth)).toEqual({
      ok: false,
      problem: 'exceeds-balance',
      value: 1_250_000_000_000_000_001n,
    })
  })
})
