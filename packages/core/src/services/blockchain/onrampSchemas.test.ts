import { describe, expect, it } from 'vitest'
import { onrampOptionsSchema, onrampQuoteSchema } from './onrampSchemas.js'

const purchase = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
}
const payment = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
const amount = (value: string, currency: string) => ({ amount: value, currency })
const quote = {
  networkFee: amount('0.50', 'USD'),
  paymentSubtotal: amount('99.50', 'USD'),
  paymentTotal: amount('100.00', 'USD'),
  purchaseAmount: amount('0.031', 'ETH'),
  quoteId: 'q-1',
}

/** Each field named by the requirement, dropped in turn, makes the entity invalid. */
function eachFieldRequired(
  valid: Record<string, unknown>,
  parse: (value: unknown) => unknown,
  fields: string[],
) {
  for (const field of fields) {
    const { [field]: _dropped, ...rest } = valid
    expect(() => parse(rest), field).toThrow()
  }
}

describe('onramp entities (spec §3)', () => {
  it('R-ACCT-10 a purchase currency has id, name, symbol and networks, each network with name, display_name, chain_id and contract_address', () => {
    const parsed = onrampOptionsSchema({ paymentCurrencies: [], purchaseCurrencies: [purchase] })
    expect(parsed.purchaseCurrencies[0]).toEqual(purchase)
    const parseOne = (currency: unknown) =>
      onrampOptionsSchema({ paymentCurrencies: [], purchaseCurrencies: [currency] })
    eachFieldRequired(purchase, parseOne, ['id', 'name', 'symbol', 'networks'])
    const network = purchase.networks[0]!
    eachFieldRequired(network, (entry) => parseOne({ ...purchase, networks: [entry] }), [
      'name',
      'display_name',
      'chain_id',
    ])
    // A native coin has no contract: an absent contract_address reads as ''.
    const { contract_address: _none, ...native } = network
    expect(
      parseOne({ ...purchase, networks: [native] }).purchaseCurrencies[0]!.networks[0]!.contract_address,
    ).toBe('')
  })

  it('R-ACCT-11 a payment currency has id and payment_method_limits, each limit with id, min and max', () => {
    const parseOne = (currency: unknown) =>
      onrampOptionsSchema({ paymentCurrencies: [currency], purchaseCurrencies: [] })
    expect(parseOne(payment).paymentCurrencies[0]).toEqual(payment)
    eachFieldRequired(payment, parseOne, ['id', 'payment_method_limits'])
    const limit = payment.payment_method_limits[0]!
    eachFieldRequired(limit, (entry) => parseOne({ ...payment, payment_method_limits: [entry] }), [
      'id',
      'min',
      'max',
    ])
  })

  it('R-ACCT-12 a quote has networkFee, paymentSubtotal, paymentTotal and purchaseAmount (each an amount with a currency) and a quoteId', () => {
    expect(onrampQuoteSchema(quote)).toEqual(quote)
    eachFieldRequired(quote, onrampQuoteSchema, [
      'networkFee',
      'paymentSubtotal',
      'paymentTotal',
      'purchaseAmount',
      'quoteId',
    ])
    for (const field of ['networkFee', 'paymentSubtotal', 'paymentTotal', 'purchaseAmount'] as const) {
      expect(() => onrampQuoteSchema({ ...quote, [field]: { amount: '1' } }), field).toThrow()
      expect(() => onrampQuoteSchema({ ...quote, [field]: { currency: 'USD' } }), field).toThrow()
    }
  })

  it('R-SEC-11 R-ERR-23 a NaN, negative or empty amount or limit fails the answer instead of showing as a figure', () => {
    for (const figure of ['NaN', '-5', '', 'Infinity', 'ten']) {
      expect(() => onrampQuoteSchema({ ...quote, paymentTotal: amount(figure, 'USD') }), figure).toThrow(
        /non-negative amount/,
      )
      const limits = [{ id: 'card', min: figure, max: '7500.00' }]
      expect(() =>
        onrampOptionsSchema({
          paymentCurrencies: [{ id: 'USD', payment_method_limits: limits }],
          purchaseCurrencies: [],
        }),
      ).toThrow(/non-negative amount/)
    }
    expect(onrampQuoteSchema({ ...quote, networkFee: amount('0', 'USD') }).networkFee.amount).toBe('0')
  })
})
