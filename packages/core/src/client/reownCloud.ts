import type { ServiceUrls } from './types.js'

/**
 * The hosted services of Reown's cloud (the wallet registry, the blockchain service, the
 * analytics intake, the WalletConnect relay and the embedded wallet's secure site), as
 * `createSigil`'s `services`. The project id is the config's own `projectId`.
 */
export const REOWN_CLOUD: Readonly<Required<ServiceUrls>> = {
  registryUrl: 'https://api.web3modal.org',
  blockchainUrl: 'https://rpc.walletconnect.org',
  analyticsUrl: 'https://pulse.walletconnect.org',
  relayUrl: 'wss://relay.walletconnect.org',
  embeddedWalletUrl: 'https://secure.walletconnect.org',
}

/**
 * Every service on Reown's cloud: `createSigil({ projectId, networks, adapters, services: reownCloud() })`.
 * Each URL can be replaced (`reownCloud({ analyticsUrl: 'https://…' })`), e.g. for a proxy.
 */
export function reownCloud(replace: ServiceUrls = {}): Required<ServiceUrls> {
  const services = { ...REOWN_CLOUD }
  for (const key of Object.keys(services) as (keyof ServiceUrls)[]) {
    const url = replace[key]
    if (url !== undefined) services[key] = url
  }
  return services
}
