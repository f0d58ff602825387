import type { AuthConnectorLoader } from '../../auth/authConnector.js'
import type { SigilConfig } from '../types.js'

/**
 * The embedded wallet's loader: the app's own `authConnector`, else, when the config names a
 * secure site (`services.embeddedWalletUrl`), `@sigil/embedded-wallet` fetched on first need.
 * Undefined when neither is set: email and social login are then not offered.
 */
export function embeddedWalletLoader(
  config: Pick<SigilConfig, 'authConnector' | 'services'>,
): AuthConnectorLoader | undefined {
  if (config.authConnector) return config.authConnector
  if (!config.services?.embeddedWalletUrl) return undefined
  return () => import('@sigil/embedded-wallet').then((module) => module.embeddedWallet)
}
