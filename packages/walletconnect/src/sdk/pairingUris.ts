import type UniversalProvider from '@walletconnect/universal-provider'
import { formatUri } from '@walletconnect/utils'

const PAIRING_TOPIC = /^wc:([0-9a-f]{64})@/

/** The pairing topic of a `wc:` URI. */
export const pairingTopicOf = (uri: string): string | undefined => PAIRING_TOPIC.exec(uri)?.[1]

type CreatedPairing = {
  topic: string
  expiry: number
  relay: { protocol: string; data?: string }
  methods?: string[]
}

/**
 * Hands over each new pairing's URI as soon as the SDK has made its key, before the relay socket
 * opens and the session proposal is published (the SDK announces it only after both, 0.2-0.5 s
 * later on a busy machine). A wallet that scans it at once loses nothing: it subscribes to the
 * pairing topic and the relay delivers the proposal when it lands. The URI is the SDK's own
 * format from the pairing record and its stored key; when the key cannot be read, the SDK's
 * later announcement carries it instead.
 */
export function watchPairingUris(
  provider: UniversalProvider,
  onUri: (uri: string, topic: string) => void,
): void {
  const core = provider.client.core
  core.pairing.events.on('pairing_create', (pairing: CreatedPairing) => {
    let symKey: string
    try {
      symKey = core.crypto.keychain.get(pairing.topic)
    } catch {
      return
    }
    onUri(
      formatUri({
        protocol: core.protocol,
        version: core.version,
        topic: pairing.topic,
        symKey,
        relay: pairing.relay,
        expiryTimestamp: pairing.expiry,
        ...(pairing.methods === undefined ? {} : { methods: pairing.methods }),
      }),
      pairing.topic,
    )
  })
}
