import type UniversalProvider from '@walletconnect/universal-provider'
import { pairingTopicOf } from './pairingUris.js'

/**
 * Ends a pairing nobody will answer (replaced, or made ahead and not used): expiring it now makes
 * the SDK unsubscribe its topic on the relay and delete its key and stored record, as it does for
 * a pairing that reaches its own end.
 */
export function endPairing(provider: UniversalProvider, uri: string): void {
  const topic = pairingTopicOf(uri)
  if (topic === undefined) return
  try {
    provider.client.core.expirer.set(topic, 0)
  } catch {
    // Not known to the SDK any more: nothing is left to end.
  }
}

/**
 * Closes the SDK for good: its relay socket (marked closed on purpose, so it does not reconnect)
 * and its heartbeat, the interval behind its expiry checks and reconnects. The SDK keeps one
 * core per storage prefix in the page; a client made later must build a new one, not find this.
 */
export async function closeSdk(
  provider: UniversalProvider,
  storagePrefix: string | undefined,
): Promise<void> {
  const core = provider.client.core
  core.heartbeat.stop()
  await core.relayer.transportClose()
  const global = globalThis as Record<string, unknown>
  const key = `_walletConnectCore_${storagePrefix ?? ''}`
  if (global[key] === core) {
    delete global[key]
    delete global[`${key}_count`]
  }
}
