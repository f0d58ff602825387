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
const REMOTE_FLAGS = ['email', 'swaps', 'onramp', 'activity', 'reownBranding', 'multiWallet'] as const

const featureEntrySchema = object({
  id: string,
  isEnabled: boolean,
  config: optional(unknownValue),
})

/**
 * `GET /appkit/v1/config`: `{ features: [{ id, isEnabled, config? }] }`. Ids other than
 * the seven remote features (email, socials, swaps, onramp, activity, reownBranding,
 * multiWallet) are ignored; `socials.config` lists the providers, in order.
 */
export const projectConfigSchema = (value: unknown, path?: string): RemoteProjectConfig => {
  const { features: entries } = object({ features: array(featureEntrySchema) })(value, path)
  const features: Partial<Features> = {}
  for (const entry of entries) {
    if (entry.id === 'socials') {
      const providers = Array.isArray(entry.config)
        ? entry.config.filter((p): p is SocialProvider => SOCIALS.includes(p as SocialProvider))
        : [...SOCIALS]
      features.socials = entry.isEnabled && providers.length > 0 ? providers : false
    } else if ((REMOTE_FLAGS as readonly string[]).includes(entry.id)) {
      features[entry.id as (typeof REMOTE_FLAGS)[number]] = entry.isEnabled
    }
  }
  return { features }
}
