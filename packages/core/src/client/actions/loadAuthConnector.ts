import type { AuthConnector } from '../../auth/authConnector.js'
import { AUTH_CONNECTOR_NAMESPACES } from '../../constants/index.js'
import { createError, EMAIL_LOGIN_DEPENDENCY, NO_AUTH_CONNECTOR } from '../../errors/index.js'
import type { ClientContext } from '../context.js'
import type { SigilInternalClient } from '../internalClient.js'
import { loadOnce } from '../loadOnce.js'
import { embeddedWalletLoader } from '../services/embeddedWalletLoader.js'

/**
 * The embedded wallet, loaded once on first need (a chosen login, an idle preload, or a stored
 * embedded session at start-up). Its connector is registered with the adapter of each namespace
 * it serves, eip155 and solana only (R-EMBED-24). Neither a loader nor a secure site configured
 * (see embeddedWalletLoader): NO_AUTH_CONNECTOR; a
 * chunk that fails to load: EMAIL_LOGIN_DEPENDENCY, and the next call tries again.
 */
export function createAuthConnectorLoader(
  ctx: ClientContext,
  client: () => SigilInternalClient,
): () => Promise<AuthConnector> {
  return loadOnce(async () => {
    const load = embeddedWalletLoader(ctx.config)
    if (!load) throw createError(NO_AUTH_CONNECTOR)
    let factory: Awaited<ReturnType<typeof load>>
    try {
      factory = await load()
    } catch (cause) {
      throw createError(EMAIL_LOGIN_DEPENDENCY, {}, { cause })
    }
    const connector = factory({ client: client(), logger: ctx.logger, clock: ctx.clock })
    for (const namespace of connector.namespaces) {
      if (!(AUTH_CONNECTOR_NAMESPACES as readonly string[]).includes(namespace)) continue
      ctx.adapters.get(namespace)?.addConnector?.({
        id: connector.id,
        type: 'AUTH',
        name: 'Email and social',
        chain: namespace,
        provider: connector.provider(namespace),
      })
    }
    return connector
  })
}
