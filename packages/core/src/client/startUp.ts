// The start-up a client runs once it is made: the check of the config members only lazy code reads,
// adapter setup, the shared connectors, reconnect of the stored connections and the remote
// features. Not in the page's first load: createSigil fetches it at once, beside the client's
// actions (lazyActions.ts), and the page paints meanwhile.
import type { ChainAdapter } from '../adapter.js'
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
  /** The namespaces whose stored connection reconnects, the one the person was on first. */
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
  // Each adapter takes the shared connectors' entries now, whether its code has arrived or not.
  attachSharedConnectors(ctx, options.siwx)
  // The adapters of the restored namespaces are set up first (their code was asked for as the
  // client was made), and each restore starts as soon as its own adapter is up; the others are set
  // up, so their code fetched, once those are: the restore's code leads the network.
  const first = adaptersIn(ctx, options.restoring)
  const firstSetUp = new Map(first.map((adapter) => [adapter, setUp(ctx, adapter)]))
  const restoredUp = Promise.all(firstSetUp.values())
  const setUps = [...ctx.adapters.values()].map(
    (adapter) =>
      [
        adapter,
        // Its connectors are listed before a restore applies a connection to one of them.
        (firstSetUp.get(adapter) ?? restoredUp.then(() => setUp(ctx, adapter))).then(() =>
          refreshConnectors(ctx),
        ),
      ] as const,
  )
  const upAndListed = new Map(setUps)
  // A stored embedded-wallet session needs its connector before it can be restored.
  const authLoaded =
    options.loadAuthConnector && embeddedWalletLoader(config)
      ? restoredUp
          .then(options.loadAuthConnector)
          .then(() => refreshConnectors(ctx))
          .catch((error: unknown) => logger.warn('The embedded wallet did not load', error))
      : undefined
  const ready = async (adapter: ChainAdapter): Promise<void> => {
    await upAndListed.get(adapter)
    await authLoaded
  }
  // Inside a host that brings its wallet (a Safe, a mini app), that wallet is the account: it is
  // connected first, and a stored connection is restored only where no host answered.
  const hosted = [...ctx.adapters.values()].filter((adapter) => adapter.connectHost)
  await Promise.all([
    ...hosted.map(async (adapter) => {
      await ready(adapter)
      const connected = await connectHost(ctx, adapter)
      if (!connected && options.restoring.includes(adapter.namespace)) await reconnect(ctx, adapter.namespace)
    }),
    ...first
      .filter((adapter) => !hosted.includes(adapter))
      .map(async (adapter) => {
        await ready(adapter)
        await reconnect(ctx, adapter.namespace)
      }),
    ...upAndListed.values(),
    loadRemoteFeatures(ctx, registry && (() => registry().then((client) => client.getProjectConfig()))),
  ])
}

/** The adapters of these namespaces, in their order. */
const adaptersIn = (ctx: ClientContext, namespaces: readonly NetworkNamespace[]): ChainAdapter[] =>
  namespaces.flatMap((namespace) => {
    const adapter = ctx.adapters.get(namespace)
    return adapter ? [adapter] : []
  })

/** Sets an adapter up; a failure is logged and leaves the other adapters to theirs. */
async function setUp(ctx: ClientContext, adapter: ChainAdapter): Promise<void> {
  try {
    await adapter.setup({
      networks: ctx.config.networks.filter((n) => n.chainNamespace === adapter.namespace),
      logger: ctx.logger,
      emit: (event) => handleAdapterEvent(ctx, adapter.namespace, event),
    })
  } catch (error) {
    ctx.logger.error(`Setting up the ${adapter.namespace} adapter failed`, error)
  }
}
