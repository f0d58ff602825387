import type { Features, SocialProvider } from '../client/types.js'
import { filterSocialsForTelegram, type TelegramPlatform } from './telegramSocials.js'

export type TelegramFeatureSettings = {
  platform: TelegramPlatform
  hiddenSocials?: Partial<Record<TelegramPlatform, readonly SocialProvider[]>>
}

/** The rules over any features: pay turns email and social login off (R-EMBED-21); Telegram hides some providers (R-EMBED-22). */
export function applyFeatureRules(features: Features, telegram?: TelegramFeatureSettings): Features {
  let result = features
  if (result.pay) result = { ...result, email: false, socials: false }
  if (telegram && result.socials)
    result = {
      ...result,
      socials: filterSocialsForTelegram(result.socials, telegram.platform, telegram.hiddenSocials),
    }
  return result
}
