import { resolveFeatures } from '../../features/index.js'
import type { ClientContext } from '../context.js'
import type { RemoteProjectConfig } from '../types.js'

/**
 * Loads the project's remote features through `config.fetchRemoteConfig`, else from the registry
 * of `services.registryUrl` (`fromRegistry`). On success they replace the host's settings of those
 * features, with a warning (R-API-03); on failure the host's settings or the defaults stay (R-API-04).
 */
export async function loadRemoteFeatures(
  ctx: ClientContext,
  fromRegistry?: () => Promise<RemoteProjectConfig>,
): Promise<void> {
  const fetchRemote = ctx.config.fetchRemoteConfig ?? fromRegistry
  if (!fetchRemote) return
  const base = {
    ...(ctx.config.features ? { local: ctx.config.features } : {}),
    logger: ctx.logger,
    ...(ctx.config.telegram ? { telegram: ctx.config.telegram } : {}),
  }
  try {
    const remote = await fetchRemote()
    const features = resolveFeatures({ ...base, remote: remote.features })
    ctx.store.setState({ features: { ...features, remoteLoaded: true } })
  } catch (error) {
    ctx.logger.warn('Could not load the project configuration; local or default features apply', error)
    ctx.store.setState({ features: { ...resolveFeatures(base), remoteLoaded: false } })
  }
}
