import type { NetworkNamespace, SigilClient } from '@sigil/core'

/** The words of a failed sign-out: the wallet's own reason ('Failed to disconnect chains: …') when it gave one. */
export function disconnectFailureWords(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  const reason = cause instanceof Error ? cause : error instanceof Error ? error : undefined
  const words = reason?.message ?? 'Failed to disconnect'
  return `${words} The app is disconnected; your wallet may still list this connection until you remove it there.`
}

/**
 * The modal's Disconnect: the page is disconnected either way (R-STATE-24); when the wallet could
 * not be told, the modal stays open on Connect and says so, instead of closing on a silent failure.
 */
export function disconnectFromModal(client: SigilClient, namespace: NetworkNamespace): void {
  client.disconnect({ namespace, closeModal: false }).then(
    () => client.close(),
    (error: unknown) => {
      client.router.reset('Connect')
      client.showNotification(disconnectFailureWords(error), 'error')
    },
  )
}
