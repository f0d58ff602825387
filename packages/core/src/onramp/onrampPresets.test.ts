import { describe, expect, it } from 'vitest'
import type { OnrampQuote } from '../services/blockchain/onrampSchemas.js'
import { onrampPresets } from './onrampPresets.js'

const quote = (purchased: string): OnrampQuote => ({
  networkFee: { amount: '0.25', currency: 'USD' },
  paymentSubtotal: { amount: '98.25', currency: 'USD' },
  paymentTotal: { amount: '100.00', currency: 'USD' },
  purchaseAmount: { amount: purchased, currency: 'ETH' },
  quoteId: 'q-1',
})

describe('onrampPresets', () => {
  it('R-API-26 a whole payment amount is preset as the fiat amount, never as crypto', () => {
    expect(onrampPresets('100.00', quote('0.049167'), false)).toEqual({ presetFiatAmount: 100 })
    // the sample quote buys "100" of the asset: a $100 purchase must not preset 100 ETH
    expect(onrampPresets('100.00', quote('100'), true)).toEqual({ presetFiatAmount: 100 })
  })

  it('R-API-26 a fractional payment presets a whole quoted amount only, and nothing from a sample', () => {
    expect(onrampPresets('50.50', quote('0.0248'), false)).toEqual({})
    expect(onrampPresets('50.50', quote('50.50'), true)).toEqual({})
    expect(onrampPresets('50.50', quote('2'), true)).toEqual({})
    expect(onrampPresets('50.50', quote('2'), false)).toEqual({ presetCryptoAmount: 2 })
  })
})
