import type { RegistryClient } from '../../services/registry/createRegistryClient.js'
import { raiseAlert } from '../actions/raiseAlert.js'
import type { ClientContext } from '../context.js'
import { loadOnce } from '../loadOnce.js'
import { serviceOptions } from './serviceOptions.js'

/**
 * The wallet registry of `services.registryUrl`, for the calls the client makes itself (the
 * project's features, whether analytics are on). Its code (the registry client alone, none of the
 * blockchain service's) is fetched on the first call; undefined when no registry is configured.
 */
export function registryLoader(ctx: ClientContext): (() => Promise<RegistryClient>) | undefined {
  const baseUrl = ctx.config.services?.registryUrl
  if (!baseUrl) return undefined
  return loadOnce(() =>
    import('../../services/registry/createRegistryClient.js').then(({ createRegistryClient }) =>
      createRegistryClient({
        ...serviceOptions(ctx, baseUrl),
        onAlert: (alert) => raiseAlert(ctx, alert.code),
      }),
    ),
  )
}
