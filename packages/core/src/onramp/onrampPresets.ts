import type { OnrampQuote } from '../services/blockchain/onrampSchemas.js'

/** The preset amounts of an onramp URL request; the hosted generator takes whole numbers only. */
export type OnrampPresets = { presetFiatAmount?: number; presetCryptoAmount?: number }

const wholeNumber = (text: string): number | undefined => {
  const value = Number(text)
  return Number.isSafeInteger(value) && value > 0 ? value : undefined
}

/**
 * What to preset on the provider's page for a purchase of `paid` (the checked payment amount):
 * the payment amount when it is whole, else the quoted crypto amount when the quote is the
 * provider's own and whole. A sample quote says nothing about the crypto amount (its purchase
 * amount is the payment amount), and a fractional amount is refused by the generator, so
 * neither is ever sent; then the provider's page asks the person for the amount.
 */
export function onrampPresets(paid: string, quote: OnrampQuote, sample: boolean): OnrampPresets {
  const fiat = wholeNumber(paid)
  if (fiat !== undefined) return { presetFiatAmount: fiat }
  const crypto = sample ? undefined : wholeNumber(quote.purchaseAmount.amount)
  return crypto === undefined ? {} : { presetCryptoAmount: crypto }
}
