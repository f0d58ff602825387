import { describe, expect, it } from 'vitest'
import { checkPaymentAmount, DEFAULT_PAYMENT_LIMITS, formatMoney, paymentLimits } from './paymentLimits.js'

const usd = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '20.00', max: '5000.00' },
    { id: 'ach_bank_account', min: '15.00', max: '20000.00' },
  ],
}

describe('onramp payment limits', () => {
  it('R-ACCT-28 the default limits are 10.00-7500.00 by card and 10.00-25000.00 by bank', () => {
    expect(DEFAULT_PAYMENT_LIMITS).toEqual({
      card: { min: '10.00', max: '7500.00' },
      bank: { min: '10.00', max: '25000.00' },
    })
    expect(paymentLimits(undefined, 'card')).toEqual({ min: '10.00', max: '7500.00' })
    expect(paymentLimits({ id: 'EUR', payment_method_limits: [] }, 'bank')).toEqual({
      min: '10.00',
      max: '25000.00',
    })
  })

  it("R-ACCT-28 a currency's own limits win when they are valid; a bank account of any kind is the bank method", () => {
    expect(paymentLimits(usd, 'card')).toEqual({ min: '20.00', max: '5000.00' })
    expect(paymentLimits(usd, 'bank')).toEqual({ min: '15.00', max: '20000.00' })
    const broken = { id: 'GBP', payment_method_limits: [{ id: 'card', min: 'ten', max: '5' }] }
    expect(paymentLimits(broken, 'card')).toEqual(DEFAULT_PAYMENT_LIMITS.card)
  })

  it("R-ACCT-28 an amount outside the chosen method's limits cannot go on to a quote, and says why", () => {
    const card = DEFAULT_PAYMENT_LIMITS.card
    const bank = DEFAULT_PAYMENT_LIMITS.bank
    expect(checkPaymentAmount('', card, 'USD', 'card')).toEqual({ ok: false })
    expect(checkPaymentAmount('9.99', card, 'USD', 'card')).toEqual({
      ok: false,
      problem: { code: 'belowMinimum', method: 'card', min: '10.00', currency: 'USD' },
    })
    expect(checkPaymentAmount('10', card, 'USD', 'card')).toEqual({ ok: true, amount: '10.00' })
    expect(checkPaymentAmount('7500', card, 'USD', 'card')).toEqual({ ok: true, amount: '7500.00' })
    expect(checkPaymentAmount('7500.01', card, 'USD', 'card')).toEqual({
      ok: false,
      problem: { code: 'aboveMaximum', method: 'card', max: '7500.00', currency: 'USD' },
    })
    // The same amount is fine by bank, up to its own maximum.
    expect(checkPaymentAmount('7500.01', bank, 'USD', 'bank')).toEqual({ ok: true, amount: '7500.01' })
    expect(checkPaymentAmount('25000.01', bank, 'EUR', 'bank')).toEqual({
      ok: false,
      problem: { code: 'aboveMaximum', method: 'bank', max: '25000.00', currency: 'EUR' },
    })
  })

  it('R-ACCT-28 an amount beyond what a figure holds exactly is above the maximum, even under a limit that large', () => {
    const huge = { min: '1', max: '9'.repeat(400) }
    expect(paymentLimits({ id: 'X', payment_method_limits: [{ id: 'card', ...huge }] }, 'card').max).toBe(
      huge.max,
    )
    for (const amount of ['9'.repeat(400), '1'.padEnd(22, '0'), '90071992547410'])
      expect(checkPaymentAmount(amount, huge, 'USD', 'card')).toEqual({
        ok: false,
        problem: { code: 'aboveMaximum', method: 'card', max: huge.max, currency: 'USD' },
      })
    expect(checkPaymentAmount('90071992547409', huge, 'USD', 'card')).toEqual({
      ok: true,
      amount: '90071992547409.00',
    })
  })

  it('R-ACCT-28 only plain amounts with at most two decimals; a comma reads as the decimal point', () => {
    const card = DEFAULT_PAYMENT_LIMITS.card
    expect(checkPaymentAmount('12,5', card, 'USD', 'card')).toEqual({ ok: true, amount: '12.50' })
    expect(checkPaymentAmount('12.505', card, 'USD', 'card')).toEqual({
      ok: false,
      problem: { code: 'tooManyDecimals', decimals: 2 },
    })
    for (const text of ['abc', '1e3', '-20', '.', '1.2.3'])
      expect(checkPaymentAmount(text, card, 'USD', 'card')).toEqual({
        ok: false,
        problem: { code: 'invalidAmount' },
      })
    expect(formatMoney('25000')).toBe('25,000.00')
  })
})
