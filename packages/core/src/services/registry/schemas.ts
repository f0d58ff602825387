import type { Features, RemoteProjectConfig, SocialProvider } from '../../client/types.js'
import { createError } from '../../errors/createError.js'
import { INVALID_RESPONSE } from '../../errors/definitions.js'
import { isSafeImageUrl, isSafeLinkUrl } from '../../validation/safeUrl.js'
import {
  array,
  arrayDroppingInvalid,
  boolean,
  type Infer,
  nullable,
  number,
  object,
  optional,
  type Schema,
  string,
  unknownValue,
  withDefault,
} from '../schema/schema.js'

/** A URL field kept only when `isSafe` says so: an unsafe one is as if absent (R-SEC-11). */
function safeUrl(isSafe: (value: string) => boolean): Schema<string | null> {
  return (value, path) => {
    const url = nullable(string)(value, path)
    return url !== null && isSafe(url) ? url : null
  }
}
const imageUrl: Schema<string | undefined> = (value, path) =>
  safeUrl(isSafeImageUrl)(value, path) ?? undefined

/**
 * Where a person gets the wallet (a store page, its website): opened in a new tab, so only an
 * absolute https URL is kept. Anything else (http, another scheme, not a string) is as if absent.
 */
const storeLink: Schema<string | undefined> = (value) => {
  if (typeof value !== 'string' || !isSafeLinkUrl(value)) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname !== '' ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * A wallet listing (spec §3): `GET /getWallets` entries. Nullable links come back as null; an
 * image or link whose scheme may not be shown or opened (`javascript:`, a non-image `data:` …)
 * is dropped, the listing kept. Mobile and desktop links may use the wallet's own scheme; the
 * store links (browser extension, App Store, Google Play, website) must be https.
 */
export const walletListingSchema = object({
  id: string,
  name: string,
  image_id: optional(string),
  image_url: imageUrl,
  mobile_link: safeUrl((url) => isSafeLinkUrl(url, { appSchemes: true })),
  desktop_link: safeUrl((url) => isSafeLinkUrl(url, { appSchemes: true })),
  webapp_link: safeUrl((url) => isSafeLinkUrl(url)),
  chrome_store: storeLink,
  app_store: storeLink,
  play_store: storeLink,
  homepage: storeLink,
  rdns: nullable(string),
  chains: withDefault(array(string), []),
})
export type WalletListing = Infer<typeof walletListingSchema>

/**
 * `GET /getWallets`: `{ data, count }`; listings that fail their schema, or repeat an id
 * already in the page, are dropped and logged. Only the first `maxEntries` listings are read:
 * a registry that answers more than was asked costs no more than the page.
 */
export function walletsPageSchema(
  onInvalid: (error: unknown) => void,
  maxEntries = Number.POSITIVE_INFINITY,
): Schema<WalletsPage> {
  const page = object({ data: arrayDroppingInvalid(walletListingSchema, onInvalid), count: number })
  return (value, path) => {
    const answer = value as { data?: unknown }
    const asked =
      Array.isArray(answer?.data) && answer.data.length > maxEntries
        ? { ...answer, data: answer.data.slice(0, maxEntries) }
        : value
    const { data, count } = page(asked, path)
    const seen = new Set<string>()
    const unique = data.filter((listing) => {
      if (seen.has(listing.id)) {
        onInvalid(createError(INVALID_RESPONSE, { reason: `the wallet id ${listing.id} is listed twice` }))
        return false
      }
      seen.add(listing.id)
      return true
    })
    return { data: unique, count }
  }
}
export type WalletsPage = { data: WalletListing[]; count: number }

/** `GET /projects/v1/origins`: `{ allowedOrigins: string[] }`. */
export const allowedOriginsSchema = object({ allowedOrigins: array(string) })

/** `GET /getAnalyticsConfig`: `{ isAnalyticsEnabled: boolean }`. */
export const analyticsConfigSchema = object({ isAnalyticsEnabled: boolean })

const SOCIALS: readonly SocialProvider[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]
/** A feature the project configuration sends: `{ id, isEnabled, config }` (`config` null or a list). */
type FeatureEntry = { id: string; isEnabled: boolean; config: readonly unknown[] | null }

const featureEntrySchema: Schema<FeatureEntry> = (value, path) => {
  const entry = object({ id: string, isEnabled: boolean, config: optional(unknownValue) })(value, path)
  return {
    id: entry.id,
    isEnabled: entry.isEnabled,
    config: Array.isArray(entry.config) ? entry.config : null,
  }
}

/**
 * A feature the dashboard decides: undefined when the registry sends `config: null` (the project
 * leaves it to the app), false when the id is missing, else what `decide` makes of the entry.
 */
function decided<T>(
  entry: FeatureEntry | undefined,
  decide: (entry: FeatureEntry & { config: readonly unknown[] }) => T,
): T | false | undefined {
  if (entry === undefined) return false
  if (entry.config === null) return undefined
  return decide({ ...entry, config: entry.config })
}

/**
 * `GET /appkit/v1/config`: `{ features: [{ id, isEnabled, config }] }` with the registry's ids:
 * `social_login` (its `config` lists `email` and the social providers, in order), `swap` and
 * `onramp` (their providers), `activity`, `reown_branding`, `multi_wallet`. Ids Sigil has no
 * feature for (`payments`, `headless` …) are ignored, and a malformed one of them is dropped
 * alone. A missing id turns its feature off; `config: null` leaves it to the host's setting or
 * the default (absent from the result), as AppKit reads the same answer.
 */
export const projectConfigSchema = (value: unknown, path?: string): RemoteProjectConfig => {
  const { features: raw } = object({ features: array(unknownValue) })(value, path)
  const entries = new Map<string, FeatureEntry>()
  raw.forEach((item, index) => {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined
    if (typeof id !== 'string' || !REGISTRY_FEATURE_IDS.includes(id) || entries.has(id)) return
    entries.set(id, featureEntrySchema(item, `${path ?? ''}features[${index}]`))
  })
  const social = entries.get('social_login')
  const onOff = (entry: FeatureEntry) => entry.isEnabled
  const withProviders = (entry: FeatureEntry & { config: readonly unknown[] }) =>
    entry.isEnabled && entry.config.length > 0
  const features: Partial<Features> = {
    email: decided(social, (entry) => entry.isEnabled && entry.config.includes('email')),
    socials: decided(social, (entry) => {
      const providers = entry.config.filter((p): p is SocialProvider => SOCIALS.includes(p as SocialProvider))
      return entry.isEnabled && providers.length > 0 ? providers : false
    }),
    swaps: decided(entries.get('swap'), withProviders),
    onramp: decided(entries.get('onramp'), withProviders),
    activity: decided(entries.get('activity'), onOff),
    reownBranding: decided(entries.get('reown_branding'), onOff),
    multiWallet: decided(entries.get('multi_wallet'), onOff),
  }
  return { features: definedOnly(features) }
}

const REGISTRY_FEATURE_IDS: readonly string[] = [
  'social_login',
  'swap',
  'onramp',
  'activity',
  'reown_branding',
  'multi_wallet',
]

const definedOnly = (features: Partial<Features>): Partial<Features> =>
  Object.fromEntries(Object.entries(features).filter(([, value]) => value !== undefined))
