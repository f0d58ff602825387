import type { CaipNetworkId } from '../caip/types.js'
import type { Features, SigilConfig, SocialProvider } from '../client/types.js'
import { DEFAULT_EMBEDDED_WALLET_CHAINS } from './embeddedWalletChains.js'

export type EmbeddedLoginMethods = { email: boolean; socials: readonly SocialProvider[] }

/**
 * Which embedded-wallet logins the Connect view offers: email and the social providers the
 * features enable, in their order, when the app names the embedded wallet's secure site
 * (`services.embeddedWalletUrl`), on a chain the embedded wallet serves (`network`, the active one, when
 * known; R-EMBED-34).
 */
export function embeddedLoginMethods(
  config: Pick<SigilConfig, 'services' | 'embeddedWalletChains'>,
  features: Pick<Features, 'email' | 'socials'>,
  network?: CaipNetworkId,
): EmbeddedLoginMethods {
  const chains = config.embeddedWalletChains ?? DEFAULT_EMBEDDED_WALLET_CHAINS
  // A secure site is enough: without the app's own loader, @sigil/embedded-wallet is the one.
  const available =
    Boolean(config.services?.embeddedWalletUrl) && (network === undefined || chains.includes(network))
  const socials = available && Array.isArray(features.socials) ? features.socials : []
  return { email: available && features.email, socials }
}
