import type { Features } from '../client/types.js'
import { DEFAULT_FEATURES } from './defaultFeatures.js'
import { applyFeatureRules, type TelegramFeatureSettings } from './featureRules.js'

export const definedFeatures = (features: Partial<Features>): Partial<Features> =>
  Object.fromEntries(Object.entries(features).filter(([, value]) => value !== undefined))

/**
 * The features a page starts with, before any remote configuration: the host's settings over the
 * defaults (R-API-04), under the rules of `applyFeatureRules`. Kept apart from the remote merge
 * so that a page's first load carries only this.
 */
export function localFeatures({
  features = {},
  telegram,
}: {
  features?: Partial<Features> | undefined
  telegram?: TelegramFeatureSettings | undefined
}): Features {
  return applyFeatureRules({ ...DEFAULT_FEATURES, ...definedFeatures(features) }, telegram)
}
