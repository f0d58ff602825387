import type { Features, SigilConfig, SocialProvider } from '../client/types.js'

export type EmbeddedLoginMethods = { email: boolean; socials: readonly SocialProvider[] }

/**
 * Which embedded-wallet logins the Connect view offers: email and the social providers the
 * features enable, in their order, when the app has both the embedded wallet's loader and its
 * secure site URL. Farcaster stays hidden until its QR flow is built, so no button leads nowhere.
 */
export function embeddedLoginMethods(
  config: Pick<SigilConfig, 'authConnector' | 'services'>,
  features: Pick<Features, 'email' | 'socials'>,
): EmbeddedLoginMethods {
  const available = config.authConnector !== undefined && Boolean(config.services?.embeddedWalletUrl)
  const socials = available && Array.isArray(features.socials) ? features.socials : []
  return {
    email: available && features.email,
    socials: socials.filter((provider) => provider !== 'farcaster'),
  }
}
