import { fuzzParameters, hostileValue } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../../errors/SigilError.js'
import { toSwapTokens } from '../../swap/swapTokens.js'
import { onrampOptionsSchema, onrampQuoteSchema, onrampUrlSchema } from '../blockchain/onrampSchemas.js'
import {
  balancesSchema,
  fungiblePriceSchema,
  historyPageSchema,
  identitySchema,
  nameProfileSchema,
  nameProfilesSchema,
  nameSuggestionsSchema,
  smartSessionsSchema,
  supportedChainsSchema,
} from '../blockchain/schemas.js'
import {
  gasPriceSchema,
  swapAllowanceSchema,
  swapApprovalSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from '../blockchain/swapSchemas.js'
import {
  allowedOriginsSchema,
  analyticsConfigSchema,
  projectConfigSchema,
  walletListingSchema,
  walletsPageSchema,
} from '../registry/schemas.js'
import type { Schema } from './schema.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const amount = { amount: '1.5', currency: 'USD' }
const listing = {
  id: 'w1',
  name: 'Wallet',
  image_id: 'img',
  image_url: 'https://wallet.test/w.png',
  mobile_link: 'wallet://',
  desktop_link: null,
  webapp_link: 'https://wallet.test',
  rdns: 'test.wallet',
  chains: ['eip155:1'],
}
const transfer = {
  fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: null } },
  nft_info: {
    name: 'n',
    token_id: '1',
    content: { preview: { url: 'https://x.test' } },
    flags: { is_spam: false },
  },
  direction: 'in',
  quantity: { numeric: '1.0' },
  value: 1,
  price: 1,
}
const balance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  address: `eip155:1:${ADDRESS}`,
  decimals: 18,
  value: 1,
  price: 1,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const profile = {
  name: 'alice.reown.id',
  addresses: { '60': { address: ADDRESS } },
  attributes: { bio: 'x' },
}
const tx = { from: `eip155:1:${ADDRESS}`, to: `eip155:1:${ADDRESS}`, data: '0x00', amount: '1', value: '0' }

/** Every decoder of a service answer, with one answer it accepts. */
const DECODERS: [string, Schema<unknown>, unknown][] = [
  ['walletListing', walletListingSchema, listing],
  ['walletsPage', walletsPageSchema(() => {}), { data: [listing, listing], count: 2 }],
  ['allowedOrigins', allowedOriginsSchema, { allowedOrigins: ['https://app.test'] }],
  ['analyticsConfig', analyticsConfigSchema, { isAnalyticsEnabled: true }],
  [
    'projectConfig',
    projectConfigSchema,
    { features: [{ id: 'social_login', isEnabled: true, config: ['google'] }] },
  ],
  ['supportedChains', supportedChainsSchema, { http: ['eip155:1'], ws: [] }],
  ['identity', identitySchema, { name: 'alice', avatar: null }],
  [
    'historyPage',
    historyPageSchema(),
    {
      data: [
        {
          id: 't',
          metadata: {
            minedAt: 'x',
            chain: 'eip155:1',
            operationType: 'send',
            status: 'ok',
            sentFrom: 'a',
            sentTo: 'b',
          },
          transfers: [transfer],
        },
      ],
      next: null,
    },
  ],
  ['balances', balancesSchema(), { balances: [balance] }],
  [
    'fungiblePrice',
    fungiblePriceSchema,
    { fungibles: [{ name: 'a', symbol: 'A', iconUrl: '', price: '1' }] },
  ],
  ['nameProfile', nameProfileSchema, profile],
  ['nameProfiles', nameProfilesSchema, [profile]],
  ['nameSuggestions', nameSuggestionsSchema, { suggestions: [{ name: 'alice', registered: false }] }],
  [
    'smartSessions',
    smartSessionsSchema(),
    {
      pcis: [
        {
          project: { id: 'p', name: 'P', url: null, iconUrl: null },
          pci: 'x',
          expiry: 1,
          createdAt: 1,
          permissions: [],
          policies: [],
          context: null,
          revokedAt: null,
        },
      ],
    },
  ],
  [
    'swapTokens',
    swapTokensSchema,
    { tokens: [{ name: 'Ether', symbol: 'ETH', address: 'eip155:1:0xeeee', decimals: 18, logoUri: '' }] },
  ],
  ['gasPrice', gasPriceSchema, { standard: '1', fast: '2', instant: '3' }],
  [
    'swapQuotes',
    swapQuotesSchema,
    { quotes: [{ id: null, fromAmount: '1', fromAccount: 'a', toAmount: '2', toAccount: 'b' }] },
  ],
  ['swapAllowance', swapAllowanceSchema, { allowance: '10' }],
  ['swapApproval', swapApprovalSchema, { tx: { ...tx, eip155: { gasPrice: '1' } } }],
  ['swapTransaction', swapTransactionSchema, { tx }],
  [
    'onrampOptions',
    onrampOptionsSchema,
    {
      paymentCurrencies: [{ id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '100' }] }],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [{ name: 'e', display_name: 'E', chain_id: '1' }],
        },
      ],
    },
  ],
  [
    'onrampQuote',
    onrampQuoteSchema,
    {
      networkFee: amount,
      paymentSubtotal: amount,
      paymentTotal: amount,
      purchaseAmount: amount,
      quoteId: 'q',
    },
  ],
  ['onrampUrl', onrampUrlSchema, { url: 'https://pay.test' }],
]

type Path = (string | number)[]

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  const keys: (string | number)[] = Array.isArray(value) ? value.map((_, index) => index) : Object.keys(value)
  return [
    prefix,
    ...keys.flatMap((key) => pathsOf((value as Record<string | number, unknown>)[key], [...prefix, key])),
  ]
}

/** A copy of `value` with the node at `path` replaced (or removed when `replacement` is the marker). */
function mutate(value: unknown, path: Path, replacement: unknown, remove: boolean): unknown {
  if (path.length === 0) return replacement
  const [head, ...rest] = path as [string | number, ...Path]
  const copy = Array.isArray(value) ? [...value] : { ...(value as object) }
  const slot = copy as Record<string | number, unknown>
  if (rest.length === 0 && remove) delete slot[head]
  else slot[head] = mutate(slot[head], rest, replacement, remove)
  return copy
}

/** Answers near the valid one: one node anywhere replaced by something hostile, or removed. */
function nearValid(sample: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(sample)
  return fc
    .tuple(fc.constantFrom(...paths), hostileValue, fc.boolean())
    .map(([path, replacement, remove]) => mutate(sample, path, replacement, remove))
}

// A decoded answer holds plain data only: no prototype a `__proto__` key could have set.
function expectPlainData(value: unknown, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return
  seen.add(value)
  const prototype = Object.getPrototypeOf(value)
  expect([Object.prototype, Array.prototype, null]).toContain(prototype)
  for (const entry of Object.values(value)) expectPlainData(entry, seen)
}

function decode(schema: Schema<unknown>, answer: unknown): unknown {
  try {
    return schema(answer)
  } catch (error) {
    expect(isSigilError(error, 'INVALID_RESPONSE'), String(error)).toBe(true)
    return undefined
  }
}

describe('service decoders under fuzzing', () => {
  it.each(DECODERS)('R-SEC-11 %s accepts its sample', (_name, schema, sample) => {
    expect(() => schema(sample)).not.toThrow()
  })

  it.each(DECODERS)(
    'R-SEC-11 %s decodes or rejects with INVALID_RESPONSE any answer, never anything else',
    (_name, schema, sample) => {
      fc.assert(
        fc.property(fc.oneof(hostileValue, nearValid(sample)), (answer) => {
          expectPlainData(decode(schema, answer))
        }),
        fuzzParameters(500),
      )
    },
  )

  it('R-SEC-11 a `__proto__` key in an answer sets no prototype of the decoded data', () => {
    const answer = JSON.parse(
      `{"name":"a","addresses":{"__proto__":{"address":"0xevil"},"60":{"address":"${ADDRESS}"}},"attributes":{"__proto__":"x"}}`,
    )
    const decoded = nameProfileSchema(answer)
    expectPlainData(decoded)
    expect(Object.keys(decoded.addresses)).toEqual(['60'])
    expect((decoded.addresses as Record<string, unknown>).address).toBeUndefined()
  })

  it('R-SEC-11 any swap token list the decoder lets through becomes token options without throwing', () => {
    const token = fc.record({
      name: fc.string(),
      symbol: fc.string(),
      address: fc.string(),
      decimals: fc.oneof(
        fc.integer({ min: -5, max: 300 }),
        fc.double(),
        fc.constantFrom('18', '1.5', '-1', '1e3'),
      ),
      logoUri: fc.string(),
    })
    fc.assert(
      fc.property(fc.array(token, { maxLength: 4 }), fc.string(), (tokens, quantity) => {
        const decoded = decode(swapTokensSchema, { tokens })
        if (!decoded) return
        const { tokens: offered } = decoded as ReturnType<typeof swapTokensSchema>
        for (const option of offered)
          expect(Number.isInteger(option.decimals) && option.decimals >= 0).toBe(true)
        const balances = offered.map((t) => ({
          ...balance,
          address: t.address,
          quantity: { decimals: '0', numeric: quantity },
        }))
        toSwapTokens(offered, balances)
      }),
      fuzzParameters(500),
    )
  })
})
