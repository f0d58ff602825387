import type { NetworkNamespace } from '@sigil/core'
import type { SigilInternalClient } from '@sigil/core/internal'
import type { T } from '../../strings/useT.js'

/** The words of a failed sign-out: the wallet's own reason ('Failed to disconnect chains: …') when it gave one. */
export function disconnectFailureWords(t: T, error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  const reason = cause instanceof Error ? cause : error instanceof Error ? error : undefined
  return t('disconnect.stillListed', { reason: reason?.message ?? t('disconnect.failed') })
}

/**
 * The modal's Disconnect: the page is disconnected either way (R-STATE-24); when the wallet could
 * not be told, the modal stays open on Connect and says so, instead of closing on a silent failure.
 */
export function disconnectFromModal(client: SigilInternalClient, namespace: NetworkNamespace, t: T): void {
  client.disconnect({ namespace, closeModal: false }).then(
    () => client.close(),
    (error: unknown) => {
      client.router.reset('Connect')
      client.showNotification(disconnectFailureWords(t, error), 'error')
    },
  )
}
