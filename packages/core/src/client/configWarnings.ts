import type { Logger } from '../logger/index.js'
import type { SigilConfig } from './types.js'

/**
 * What a config will silently do less than a developer may expect, in words they can act on.
 * Sigil calls no hosted service unless its URL is in `services`: a `projectId` alone is sent to
 * the services that are configured and configures none by itself.
 */
export function configWarnings(config: SigilConfig): string[] {
  const services = config.services ?? {}
  const warnings: string[] = []
  if ((config.adapters ?? []).length === 0)
    warnings.push('No adapters: no wallet can connect. Add one, e.g. adapters: [evm()] from @sigil/evm.')
  if (!services.registryUrl)
    warnings.push(
      'No wallet registry (services.registryUrl): the modal lists only the wallets installed in the browser; All wallets shows no catalogue and no wallet images are fetched.',
    )
  // Phone wallets come from a WalletConnect connector, which carries its own relay URL
  // (`walletConnect({ relayUrl })`); nothing reads `services.relayUrl` to offer them.
  if (!(config.connectors ?? []).some((connector) => connector.type === 'WALLET_CONNECT'))
    warnings.push(
      'No WalletConnect relay: phone wallets (QR code and deep links) are not offered. Add connectors: [walletConnect({ projectId, relayUrl, metadata })] from @sigil/walletconnect.',
    )
  if (!services.blockchainUrl)
    warnings.push(
      'No blockchain service (services.blockchainUrl): token lists, NFTs, activity, names, swaps and buying crypto are not available in the modal.',
    )
  if (!services.analyticsUrl && config.features?.analytics !== false)
    warnings.push('No analytics intake (services.analyticsUrl): no analytics events are sent.')
  return warnings
}

/**
 * Logs the config's warnings through the client's own logger. `createSigil` calls it in
 * development only (`process.env.NODE_ENV` not `production`); each client warns about its own
 * config, and nothing is remembered between clients.
 */
export function warnAboutConfig(config: SigilConfig, logger: Logger): void {
  for (const warning of configWarnings(config)) logger.warn(`Sigil config: ${warning}`)
}
