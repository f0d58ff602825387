import type { SigilInternalClient } from '@sigil/core/internal'
import type { ModalDataSources } from '../ModalOptionsContext.js'
import { blockchainAccountList } from './blockchainAccountList.js'
import { blockchainActivityPages } from './blockchainActivityPages.js'
import { blockchainNameResolver } from './blockchainNameResolver.js'
import { createServiceClients } from './createServiceClients.js'
import { registryWalletSources } from './registryWalletSources.js'

/**
 * The modal's default data sources: the registry for the wallet list, count and images, the
 * blockchain service for tokens, NFTs and activity, each only when `config.services` names
 * its URL. Nothing is fetched, nor any service code loaded, until a view asks.
 */
export function createServiceDataSources(client: SigilInternalClient): ModalDataSources {
  const services = createServiceClients(client)
  return {
    ...(services.registry
      ? registryWalletSources(services.registry, {
          featuredWalletIds: client.config.featuredWalletIds,
          includeWalletIds: client.config.includeWalletIds,
          chains: client.config.networks.map((network) => network.caipNetworkId),
        })
      : {}),
    ...(services.blockchain
      ? {
          blockchain: services.blockchain,
          loadAccountList: blockchainAccountList(services.blockchain, services.withSnackbars),
          resolveName: blockchainNameResolver(services.blockchain),
          loadActivityPage: blockchainActivityPages(services.blockchain, services.withSnackbars),
        }
      : {}),
  }
}

/** The app's options win over the defaults; an option left undefined keeps the default. */
export function withDefaultSources<T extends ModalDataSources>(options: T, defaults: ModalDataSources): T {
  const defined = Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
  return { ...defaults, ...defined } as T
}
