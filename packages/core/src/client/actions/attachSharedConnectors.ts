import type { SharedConnectorSignIn } from '../../sharedConnector.js'
import type { ClientContext } from '../context.js'
import { loadOnce } from '../loadOnce.js'
import type { SiwxClient } from '../types.js'
import { raiseAlert } from './raiseAlert.js'

// Only a connect with sign-in configured needs it: out of the first load.
const loadOneClickSignIn = loadOnce(() => import('../siwx/oneClickSignIn.js'))

/** The one-click sign-in hook, its code fetched on first use; undefined without sign-in configured. */
function lazySignIn(
  ctx: ClientContext,
  siwx: () => SiwxClient | undefined,
): SharedConnectorSignIn | undefined {
  if (ctx.config.siwx === undefined && ctx.config.siweConfig === undefined) return undefined
  const made = async (): Promise<SharedConnectorSignIn> => {
    const signIn = (await loadOneClickSignIn()).createOneClickSignIn(ctx, siwx)
    if (signIn === undefined) throw new Error('Sign-in is not configured')
    return signIn
  }
  return {
    prepare: async (chains) => (await made()).prepare(chains),
    complete: async (sessions) => (await made()).complete(sessions),
  }
}

/**
 * Sets up each configured shared connector (WalletConnect) and hands every adapter of a
 * namespace it serves a connector entry whose provider is the shared one. Its pairing becomes
 * `router.pairingUri`, which the connecting view shows. With sign-in configured, each also gets
 * `signIn`, so it can sign in during its connect (one approval); `siwx` is read when used.
 */
export function attachSharedConnectors(ctx: ClientContext, siwx?: () => SiwxClient | undefined): void {
  if ((ctx.config.connectors ?? []).length === 0) return
  const signIn = siwx === undefined ? undefined : lazySignIn(ctx, siwx)
  for (const shared of ctx.config.connectors ?? []) {
    shared.setup({
      networks: ctx.config.networks.filter((network) => shared.namespaces.includes(network.chainNamespace)),
      logger: ctx.logger,
      clock: ctx.clock,
      raiseAlert: (code) => raiseAlert(ctx, code),
      onPairing: (pairing) =>
        ctx.store.setState((state) => {
          const { pairingUri: _previous, ...router } = state.router
          return { router: pairing === undefined ? router : { ...router, pairingUri: pairing.uri } }
        }),
      ...(signIn === undefined ? {} : { signIn }),
    })
    for (const namespace of shared.namespaces) {
      const adapter = ctx.adapters.get(namespace)
      if (adapter === undefined) continue
      if (adapter.addConnector === undefined) {
        ctx.logger.warn(`The ${namespace} adapter cannot use the ${shared.name} connector`)
        continue
      }
      adapter.addConnector({
        id: shared.id,
        type: shared.type,
        name: shared.name,
        chain: namespace,
        ...(shared.imageUrl === undefined ? {} : { imageUrl: shared.imageUrl }),
        provider: shared.provider(namespace),
      })
    }
  }
}
