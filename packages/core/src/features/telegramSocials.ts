import type { SocialProvider } from '../client/types.js'

export type TelegramPlatform = 'ios' | 'android' | 'macos' | 'tdesktop' | 'web'

/**
 * Social providers hidden inside Telegram, by Telegram platform (R-EMBED-22). Telegram's
 * in-app browsers cannot return from some providers' sign-in pages: Apple's and Facebook's
 * need the system browser on the phones, and the desktop clients cannot finish Apple's flow.
 * Hosts pass their own table through `config.telegram.hiddenSocials`.
 */
export const TELEGRAM_HIDDEN_SOCIALS: Readonly<Record<TelegramPlatform, readonly SocialProvider[]>> = {
  ios: ['apple', 'facebook'],
  android: ['apple', 'facebook'],
  macos: ['apple'],
  tdesktop: ['apple'],
  web: [],
}

export function filterSocialsForTelegram(
  socials: readonly SocialProvider[],
  platform: TelegramPlatform,
  table: Readonly<Partial<Record<TelegramPlatform, readonly SocialProvider[]>>> = TELEGRAM_HIDDEN_SOCIALS,
): readonly SocialProvider[] {
  const hidden = table[platform] ?? []
  return socials.filter((provider) => !hidden.includes(provider))
}
