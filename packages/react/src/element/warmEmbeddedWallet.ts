import type { Unsubscribe } from '@sigil/core'
import { embeddedLoginMethods, type SigilInternalClient } from '@sigil/core/internal'
import { preloadView } from '../views/registry.js'

/**
 * Loads the embedded wallet (and its frame) once the modal has loaded at idle, when the Connect
 * view offers email or a social login (known once start-up has settled the project's features): a person who types an email then finds the frame ready,
 * and a social result in the address (Telegram) is taken up. A page with both off never fetches it.
 */
export function warmEmbeddedWallet(client: SigilInternalClient): Unsubscribe {
  let done = false
  const warm = (offered: boolean) => {
    if (!offered || done) return
    done = true
    client.getAuthConnector().catch(() => {
      // Reported when a person chooses email; the next use loads it again.
      done = false
    })
    preloadView('EmailLogin').catch(() => undefined)
  }
  // After start-up: the project's remote features (which may turn email and socials off) have
  // arrived or failed by then, so the defaults alone never load the wallet.
  let stopped = false
  let unsubscribe: Unsubscribe | undefined
  void client.ready().then(() => {
    if (stopped) return
    unsubscribe = client.subscribe(
      (state) => {
        const offered = embeddedLoginMethods(
          client.config,
          state.features,
          state.chain.activeNetwork?.caipNetworkId,
        )
        return offered.email || offered.socials.length > 0
      },
      (offered) => warm(offered),
      { fireImmediately: true },
    )
  })
  return () => {
    stopped = true
    unsubscribe?.()
  }
}
