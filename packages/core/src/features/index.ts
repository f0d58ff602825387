export { DEFAULT_FEATURES, DEFAULT_REMOTE_SOCIALS } from './defaultFeatures.js'
export type { TelegramFeatureSettings } from './featureRules.js'
export { REMOTE_FEATURE_KEYS } from './remoteFeatureKeys.js'
export { type ResolveFeaturesParameters, resolveFeatures } from './resolveFeatures.js'
export {
  filterSocialsForTelegram,
  TELEGRAM_HIDDEN_SOCIALS,
  type TelegramPlatform,
} from './telegramSocials.js'
