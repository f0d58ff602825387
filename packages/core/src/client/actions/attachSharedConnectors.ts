import type { ClientContext } from '../context.js'
import { createOneClickSignIn } from '../siwx/oneClickSignIn.js'
import type { SiwxClient } from '../types.js'
import { raiseAlert } from './raiseAlert.js'

/**
 * Sets up each configured shared connector (WalletConnect) and hands every adapter of a
 * namespace it serves a connector entry whose provider is the shared one. Its pairing becomes
 * `router.pairingUri`, which the connecting view shows. With sign-in configured, each also gets
 * `signIn`, so it can sign in during its connect (one approval); `siwx` is read when used.
 */
export function attachSharedConnectors(ctx: ClientContext, siwx?: () => SiwxClient | undefined): void {
  const signIn = siwx === undefined ? undefined : createOneClickSignIn(ctx, siwx)
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
