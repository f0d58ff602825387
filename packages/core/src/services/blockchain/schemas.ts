import {
  array,
  arrayDroppingInvalid,
  boolean,
  type Infer,
  nullable,
  number,
  numeric,
  object,
  optional,
  record,
  string,
  unknownValue,
  withDefault,
} from '../schema/schema.js'

/** `GET v1/supported-chains`: CAIP-2 ids served over HTTP (and websocket). */
export const supportedChainsSchema = object({ http: array(string), ws: withDefault(array(string), []) })
export type SupportedChains = Infer<typeof supportedChainsSchema>

/** `GET /v1/identity/{address}`: `{ name, avatar }`, either may be null. */
export const identitySchema = object({ name: nullable(string), avatar: nullable(string) })
export type Identity = Infer<typeof identitySchema>

// The shapes follow blockchain-api's history and balance types: `Option` fields may be null.
const transferSchema = object({
  fungible_info: optional(
    object({
      name: optional(string),
      symbol: optional(string),
      icon: optional(object({ url: nullable(string) })),
    }),
  ),
  nft_info: optional(
    object({
      name: optional(string),
      token_id: optional(string),
      content: optional(object({ preview: optional(object({ url: nullable(string) })) })),
      flags: withDefault(object({ is_spam: withDefault(boolean, false) }), { is_spam: false }),
    }),
  ),
  direction: optional(string),
  quantity: object({ numeric: string }),
  value: optional(number),
  price: optional(number),
})
export type TransactionTransfer = Infer<typeof transferSchema>

/** A transaction of the history (spec §3); `chain` is null for a chain the service cannot name. */
export const transactionSchema = object({
  id: string,
  metadata: object({
    minedAt: string,
    chain: nullable(string),
    operationType: string,
    status: string,
    sentFrom: string,
    sentTo: string,
    hash: optional(string),
  }),
  transfers: withDefault(array(transferSchema), []),
})
export type Transaction = Infer<typeof transactionSchema>

/**
 * `GET /v1/account/{account}/history`: a page and the cursor of the next one (null at the end).
 * A malformed transaction is dropped alone (reported to `onInvalid`), never the page.
 */
export const historyPageSchema = (onInvalid?: (error: unknown) => void) =>
  object({ data: arrayDroppingInvalid(transactionSchema, onInvalid), next: nullable(string) })
export type HistoryPage = { data: Transaction[]; next: string | null }

/** A token balance (spec §3); the service may leave out `chainId`. */
export const tokenBalanceSchema = object({
  name: string,
  symbol: string,
  chainId: optional(string),
  address: optional(string),
  decimals: optional(numeric),
  value: withDefault(number, 0),
  price: withDefault(number, 0),
  quantity: object({ decimals: string, numeric: string }),
  iconUrl: withDefault(string, ''),
})
/** A balance as the client hands it on: `chainId` filled in with the network asked for when absent. */
export type TokenBalance = Omit<Infer<typeof tokenBalanceSchema>, 'chainId'> & { chainId: string }

/** `GET /v1/account/{address}/balance`: `{ balances }`; a malformed balance is dropped alone. */
export const balancesSchema = (onInvalid?: (error: unknown) => void) =>
  object({ balances: arrayDroppingInvalid(tokenBalanceSchema, onInvalid) })

/** `POST /v1/fungible/price`: `{ fungibles: [{ name, symbol, iconUrl, price }] }`. */
export const fungiblePriceSchema = object({
  fungibles: array(
    object({ name: string, symbol: string, iconUrl: withDefault(string, ''), price: numeric }),
  ),
})
export type FungiblePrice = Infer<typeof fungiblePriceSchema>['fungibles'][number]

/** A name profile: `GET /v1/profile/account/{name}`; addresses by coin type, each with `address`. */
export const nameProfileSchema = object({
  name: string,
  addresses: record(object({ address: string })),
  attributes: withDefault(record(string), {}),
  registered: optional(string),
  updated: optional(string),
})
export type NameProfile = Infer<typeof nameProfileSchema>

/** `GET /v1/profile/account/{name}?apiVersion=2`: the profile, or `[]` when the name is not registered. */
export const nameProfileOrNoneSchema = (value: unknown, path?: string): NameProfile | undefined =>
  Array.isArray(value) && value.length === 0 ? undefined : nameProfileSchema(value, path)

/** `GET /v1/profile/reverse/{address}`: the profiles naming the address. */
export const nameProfilesSchema = array(nameProfileSchema)

/** `GET /v1/profile/suggestions/{name}`. */
export const nameSuggestionsSchema = object({
  suggestions: array(object({ name: string, registered: withDefault(boolean, false) })),
})
export type NameSuggestion = Infer<typeof nameSuggestionsSchema>['suggestions'][number]

/** A `type` and its free-form `data`: a permission or a policy of a smart session. */
const typedDataSchema = object({ type: string, data: optional(unknownValue) })

/**
 * A smart-session permission (blockchain-api's `Pci`): the project that asked, its id (`pci`),
 * expiry and creation as Unix seconds, and `revokedAt` (Unix seconds) once revoked.
 */
export const smartSessionSchema = object({
  project: object({ id: string, name: string, url: optional(string), iconUrl: optional(string) }),
  pci: string,
  expiry: number,
  createdAt: number,
  permissions: withDefault(array(typedDataSchema), []),
  policies: withDefault(array(typedDataSchema), []),
  context: optional(string),
  revokedAt: optional(number),
})
export type SmartSession = Infer<typeof smartSessionSchema>

/** `GET /v1/sessions/{caip10}`: `{ pcis }`; a malformed entry is dropped alone. */
export const smartSessionsSchema = (onInvalid?: (error: unknown) => void) =>
  object({ pcis: arrayDroppingInvalid(smartSessionSchema, onInvalid) })

/** `POST /v1/sessions/{caip10}/revoke` answers 200 with an empty body: nothing to read. */
export const emptyBodySchema = (_value: unknown): void => undefined
