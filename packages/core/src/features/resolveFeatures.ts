import type { Features, SocialProvider } from '../client/types.js'
import type { Logger } from '../logger/index.js'
import { DEFAULT_FEATURES, REMOTE_FEATURE_KEYS } from './defaultFeatures.js'
import { filterSocialsForTelegram, type TelegramPlatform } from './telegramSocials.js'

export type ResolveFeaturesParameters = {
  local?: Partial<Features>
  /** The remote features when the project configuration loaded; undefined when it failed. */
  remote?: Partial<Features>
  logger?: Logger
  telegram?: {
    platform: TelegramPlatform
    hiddenSocials?: Partial<Record<TelegramPlatform, readonly SocialProvider[]>>
  }
}

const definedEntries = (features: Partial<Features>): Partial<Features> =>
  Object.fromEntries(Object.entries(features).filter(([, value]) => value !== undefined))

/**
 * The features in force. Remote values win over the host's for the remote-controlled keys,
 * and the host is warned which of its settings were ignored (R-API-03); without remote
 * values the host's settings or the defaults apply (R-API-04). Pay turns email and social
 * login off (R-EMBED-21); Telegram hides some providers (R-EMBED-22).
 */
export function resolveFeatures({
  local = {},
  remote,
  logger,
  telegram,
}: ResolveFeaturesParameters): Features {
  const own = definedEntries(local)
  let features: Features = { ...DEFAULT_FEATURES, ...own }
  if (remote) {
    const ignored = REMOTE_FEATURE_KEYS.filter((key) => key in own)
    if (ignored.length > 0)
      logger?.warn(
        `The project configuration was loaded, so these local feature settings are ignored: ${ignored.join(', ')}`,
      )
    const remoteOnly = Object.fromEntries(REMOTE_FEATURE_KEYS.map((key) => [key, DEFAULT_FEATURES[key]]))
    const remoteValues = Object.fromEntries(
      REMOTE_FEATURE_KEYS.filter((key) => remote[key] !== undefined).map((key) => [key, remote[key]]),
    )
    features = { ...features, ...remoteOnly, ...remoteValues }
  }
  if (features.pay) features = { ...features, email: false, socials: false }
  if (telegram && features.socials)
    features = {
      ...features,
      socials: filterSocialsForTelegram(features.socials, telegram.platform, telegram.hiddenSocials),
    }
  return features
}
