import { array, type Infer, nonNegativeDecimal, object, string, withDefault } from '../schema/schema.js'

const onrampNetworkSchema = object({
  name: string,
  display_name: string,
  chain_id: string,
  contract_address: withDefault(string, ''),
})

/** `GET /v1/onramp/options` (spec §3 purchase and payment currencies). */
export const onrampOptionsSchema = object({
  paymentCurrencies: array(
    object({
      id: string,
      payment_method_limits: array(object({ id: string, min: nonNegativeDecimal, max: nonNegativeDecimal })),
    }),
  ),
  purchaseCurrencies: array(
    object({ id: string, name: string, symbol: string, networks: array(onrampNetworkSchema) }),
  ),
})
export type OnrampOptions = Infer<typeof onrampOptionsSchema>

const amountSchema = object({ amount: nonNegativeDecimal, currency: string })
/** `POST /v1/onramp/quote` (spec §3 onramp quote). */
export const onrampQuoteSchema = object({
  networkFee: amountSchema,
  paymentSubtotal: amountSchema,
  paymentTotal: amountSchema,
  purchaseAmount: amountSchema,
  quoteId: string,
})
export type OnrampQuote = Infer<typeof onrampQuoteSchema>

/** `POST /v1/generators/onrampurl`: `{ url }`. */
export const onrampUrlSchema = object({ url: string })
