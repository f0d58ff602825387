import type { Features, SigilConfig, SocialProvider } from '../client/types.js'

export type EmbeddedLoginMethods = { email: boolean; socials: readonly SocialProvider[] }

/**
 * Which embedded-wallet logins the Connect view offers: email and the social providers the
 * features enable, in their order, when the app has both the embedded wallet's loader and its
 * secure site URL.
 */
export function embeddedLoginMethods(
  config: Pick<SigilConfig, 'authConnector' | 'services'>,
  features: Pick<Features, 'email' | 'socials'>,
): EmbeddedLoginMethods {
  const available = config.authConnector !== undefined && Boolean(config.services?.embeddedWalletUrl)
  const socials = available && Array.isArray(features.socials) ? features.socials : []
  return { email: available && features.email, socials }
}
