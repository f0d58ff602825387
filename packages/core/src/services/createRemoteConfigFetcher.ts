import type { RemoteProjectConfig } from '../client/types.js'
import type { RegistryClient } from './registry/createRegistryClient.js'

/**
 * The `SigilConfig.fetchRemoteConfig` a client needs: the registry's project config. It
 * rejects when the call fails (after raising the registry's alert), so the client falls
 * back to local or default features (R-API-04).
 */
export function createRemoteConfigFetcher(
  registry: Pick<RegistryClient, 'getProjectConfig'>,
): () => Promise<RemoteProjectConfig> {
  return () => registry.getProjectConfig()
}
