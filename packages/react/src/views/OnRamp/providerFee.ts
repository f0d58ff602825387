import type { OnrampQuote } from '@sigil/core/services'

const cents = (amount: string) => {
  const value = Number(amount)
  return Number.isFinite(value) ? Math.round(value * 100) : undefined
}

/**
 * The provider's fee in this quote, to the cent: what is paid less what buys the coins and the
 * network fee. Undefined when the quote's amounts do not add up in one currency.
 */
export function providerFeeOf(quote: OnrampQuote): string | undefined {
  const { paymentTotal, paymentSubtotal, networkFee } = quote
  if (paymentSubtotal.currency !== paymentTotal.currency || networkFee.currency !== paymentTotal.currency)
    return undefined
  const total = cents(paymentTotal.amount)
  const subtotal = cents(paymentSubtotal.amount)
  const network = cents(networkFee.amount)
  if (total === undefined || subtotal === undefined || network === undefined) return undefined
  const fee = total - subtotal - network
  return fee >= 0 ? (fee / 100).toFixed(2) : undefined
}
