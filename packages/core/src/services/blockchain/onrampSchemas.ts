import { createError } from '../../errors/createError.js'
import { INVALID_RESPONSE } from '../../errors/definitions.js'
import { array, type Infer, object, type Schema, string, withDefault } from '../schema/schema.js'

/** An amount or limit as the service sends it, a decimal string; 'NaN', '-5' or '' fail the answer. */
const decimalAmount: Schema<string> = (value, path = '') => {
  const figure = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN
  if (Number.isFinite(figure) && figure >= 0) return value as string
  throw createError(INVALID_RESPONSE, {
    reason: `${path || 'body'} should be a non-negative amount, got ${JSON.stringify(value) ?? typeof value}`,
  })
}

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
      payment_method_limits: array(object({ id: string, min: decimalAmount, max: decimalAmount })),
    }),
  ),
  purchaseCurrencies: array(
    object({ id: string, name: string, symbol: string, networks: array(onrampNetworkSchema) }),
  ),
})
export type OnrampOptions = Infer<typeof onrampOptionsSchema>

const amountSchema = object({ amount: decimalAmount, currency: string })
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
