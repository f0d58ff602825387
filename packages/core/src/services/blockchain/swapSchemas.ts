import {
  array,
  arrayDroppingInvalid,
  baseUnits,
  boolean,
  hexData,
  type Infer,
  nullable,
  object,
  optional,
  string,
  tokenDecimals,
  withDefault,
} from '../schema/schema.js'

/** `GET /v1/convert/tokens`: tokens with CAIP-10 addresses; a token that does not fit is dropped. */
export const swapTokensSchema = object({
  tokens: arrayDroppingInvalid(
    object({
      name: string,
      symbol: string,
      address: string,
      decimals: tokenDecimals,
      logoUri: withDefault(string, ''),
      eip2612: withDefault(boolean, false),
    }),
  ),
})
export type SwapToken = Infer<typeof swapTokensSchema>['tokens'][number]

/** `GET /v1/convert/gas-price`: wei amounts as decimal strings. */
export const gasPriceSchema = object({ standard: string, fast: string, instant: string })
export type GasPrice = Infer<typeof gasPriceSchema>

/**
 * `GET /v1/convert/quotes`: amounts in base units; `fromAccount` and `toAccount` are the
 * CAIP-10 tokens of the quote.
 */
export const swapQuotesSchema = object({
  quotes: array(
    object({
      id: nullable(string),
      fromAmount: baseUnits,
      fromAccount: string,
      toAmount: baseUnits,
      toAccount: string,
    }),
  ),
})
export type SwapQuote = Infer<typeof swapQuotesSchema>['quotes'][number]

/** `GET /v1/convert/allowance`: how much of the token the swap may spend, in base units. */
export const swapAllowanceSchema = object({ allowance: baseUnits })

/** `GET /v1/convert/build-approve`: `from` is the token to approve (CAIP-10). */
export const swapApprovalSchema = object({
  tx: object({
    from: string,
    to: string,
    data: hexData,
    value: withDefault(baseUnits, 0n),
    eip155: optional(object({ gas: optional(baseUnits), gasPrice: baseUnits })),
  }),
})

/** `POST /v1/convert/build-transaction`: `to` is the swap contract (CAIP-10), `amount` what is received. */
export const swapTransactionSchema = object({
  tx: object({
    from: string,
    to: string,
    data: hexData,
    amount: baseUnits,
    eip155: optional(object({ gas: optional(baseUnits), gasPrice: baseUnits })),
  }),
})
