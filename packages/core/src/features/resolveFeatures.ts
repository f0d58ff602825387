import type { Features } from '../client/types.js'
import type { Logger } from '../logger/index.js'
import { DEFAULT_FEATURES } from './defaultFeatures.js'
import { applyFeatureRules, type TelegramFeatureSettings } from './featureRules.js'
import { definedFeatures, localFeatures } from './localFeatures.js'
import { REMOTE_FEATURE_KEYS } from './remoteFeatureKeys.js'

export type ResolveFeaturesParameters = {
  local?: Partial<Features>
  /** The remote features when the project configuration loaded; undefined when it failed. */
  remote?: Partial<Features>
  logger?: Logger
  telegram?: TelegramFeatureSettings
}

/**
 * The features in force. The remote values win over the host's for the features the project
 * configuration decides, and the host is warned which of its settings were ignored (R-API-03).
 * A remote-controlled feature the configuration leaves open (the registry's `config: null`, read
 * as absent from `remote`) keeps the host's setting or the default, as AppKit reads it. Without
 * remote values the host's settings or the defaults apply (R-API-04). Pay turns email and social
 * login off (R-EMBED-21); Telegram hides some providers (R-EMBED-22).
 */
export function resolveFeatures({
  local = {},
  remote,
  logger,
  telegram,
}: ResolveFeaturesParameters): Features {
  if (!remote) return localFeatures({ features: local, telegram })
  const own = definedFeatures(local)
  const decided = REMOTE_FEATURE_KEYS.filter((key) => remote[key] !== undefined)
  const ignored = decided.filter((key) => key in own)
  if (ignored.length > 0)
    logger?.warn(
      `The project configuration was loaded, so these local feature settings are ignored: ${ignored.join(', ')}`,
    )
  const remoteValues = Object.fromEntries(decided.map((key) => [key, remote[key]]))
  return applyFeatureRules({ ...DEFAULT_FEATURES, ...own, ...remoteValues }, telegram)
}
