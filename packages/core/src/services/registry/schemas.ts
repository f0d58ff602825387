import type { Features, RemoteProjectConfig, SocialProvider } from '../../client/types.js'
import {
  array,
  arrayDroppingInvalid,
  boolean,
  type Infer,
  nullable,
  number,
  object,
  optional,
  string,
  unknownValue,
  withDefault,
} from '../schema/schema.js'

/** A wallet listing (spec §3): `GET /getWallets` entries. Nullable links come back as null. */
export const walletListingSchema = object({
  id: string,
  name: string,
  image_id: optional(string),
  image_url: optional(string),
  mobile_link: nullable(string),
  desktop_link: nullable(string),
  webapp_link: nullable(string),
  rdns: nullable(string),
  chains: withDefault(array(string), []),
})
export type WalletListing = Infer<typeof walletListingSchema>

/** `GET /getWallets`: `{ data, count }`; listings that fail their schema are dropped and logged. */
export function walletsPageSchema(onInvalid: (error: unknown) => void) {
  return object({ data: arrayDroppingInvalid(walletListingSchema, onInvalid), count: number })
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
