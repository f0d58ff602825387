import type { CaipNetwork } from '@sigil/core'
import type { T } from '../../strings/useT.js'

/** What may be sent to the address: the network's coin, and its tokens where the chain has them. */
export function receiveNote(network: CaipNetwork, t: T): string {
  const words = { coin: network.nativeCurrency.symbol, network: network.name }
  return network.chainNamespace === 'bip122' ? t('receive.noteCoin', words) : t('receive.noteTokens', words)
}
