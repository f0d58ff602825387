import type { CaipNetwork } from '@sigil/core'

/** What may be sent to the address: the network's coin, and its tokens where the chain has them. */
export function receiveNote(network: CaipNetwork): string {
  const coin = network.nativeCurrency.symbol
  const what = network.chainNamespace === 'bip122' ? coin : `${coin} and tokens`
  return `Send only ${what} on ${network.name} to this address. Assets sent from another network can be lost.`
}
