// The start-up a client runs once it is made: the check of the config members only lazy code reads,
// adapter setup, the shared connectors, reconnect of the stored connections and the remote
// features. Not in the page's first load: createSigil fetches it at once, beside the client's
// actions (lazyActions.ts), and the page paints meanwhile.
import type { NetworkNamespace } from '../caip/types.js'
import { attachSharedConnectors } from './actions/attachSharedConnectors.js'
import { connectHost } from './actions/connectHost.js'
import { handleAdapterEvent } from './actions/handleAdapterEvent.js'
import { loadRemoteFeatures } from './actions/loadRemoteFeatures.js'
import { reconnect } from './actions/reconnect.js'
import { refreshConnectors } from './actions/refreshConnectors.js'
import { checkLaterMembers, type LaterMembers } from './checkLaterMembers.js'
import type { ClientContext } from './context.js'
import { reportContextSwitches } from './contextSwitches.js'
import { embeddedWalletLoader } from './services/embeddedWalletLoader.js'
import { registryLoader } from './services/registryLoader.js'
import { startAnalytics } from './services/startAnalytics.js'
import type { SiwxClient } from './types.js'

export type StartUpOptions = {
  /** The namespaces whose stored connection reconnects. */
  restoring: readonly NetworkNamespace[]
  /** Set when a stored connection is the embedded wallet's: its connector loads first (when configured). */
  loadAuthConnector?: () => Promise<unknown>
  siwx: () => SiwxClient | undefined
  /** The config as the app gave it, for the members checked here rather than at creation. */
  given: LaterMembers
}

export async function startUp(ctx: ClientContext, options: StartUpOptions): Promise<void> {
  const { config, logger } = ctx
  checkLaterMembers(config, options.given, logger)
  reportContextSwitches(config, logger)
  if (ctx.isDestroyed()) return
  // The services the client calls itself; the modal makes its own clients for its lists.
  const registry = registryLoader(ctx)
  startAnalytics(ctx, registry)
  for (const adapter of ctx.adapters.values()) {
    try {
      await adapter.setup({
        networks: config.networks.filter((n) => n.chainNamespace === adapter.namespace),
        logger,
        emit: (event) => handleAdapterEvent(ctx, adapter.namespace, event),
      })
    } catch (error) {
      logger.error(`Setting up the ${adapter.namespace} adapter failed`, error)
    }
  }
  attachSharedConnectors(ctx, options.siwx)
  refreshConnectors(ctx)
  // A stored embedded-wallet session needs its connector before it can be restored.
  if (options.loadAuthConnector && embeddedWalletLoader(config))
    await options
      .loadAuthConnector()
      .catch((error: unknown) => logger.warn('The embedded wallet did not load', error))
  // Inside a host that brings its wallet (a Safe, a mini app), that wallet is the account: it is
  // connected first, and a stored connection is restored only where no host answered.
  const hosted = [...ctx.adapters.values()].filter((adapter) => adapter.connectHost)
  await Promise.all([
    ...hosted.map(async (adapter) => {
      const connected = await connectHost(ctx, adapter)
      if (!connected && options.restoring.includes(adapter.namespace)) await reconnect(ctx, adapter.namespace)
    }),
    ...options.restoring
      .filter((namespace) => !hosted.some((adapter) => adapter.namespace === namespace))
      .map((namespace) => reconnect(ctx, namespace)),
    loadRemoteFeatures(ctx, registry && (() => registry().then((client) => client.getProjectConfig()))),
  ])
}
