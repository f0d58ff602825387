import type { Features, SigilConfig } from '../client/types.js'

export type EmbeddedLoginMethods = { email: boolean; socials: boolean }

/**
 * Which embedded-wallet logins the Connect view offers: email when the features enable it and
 * the app has both the embedded wallet's loader and its secure site URL. Social login stays
 * hidden until its popup flow is built, so no button leads nowhere.
 */
export function embeddedLoginMethods(
  config: Pick<SigilConfig, 'authConnector' | 'services'>,
  features: Pick<Features, 'email' | 'socials'>,
): EmbeddedLoginMethods {
  const available = config.authConnector !== undefined && Boolean(config.services?.embeddedWalletUrl)
  return { email: available && features.email, socials: false }
}
