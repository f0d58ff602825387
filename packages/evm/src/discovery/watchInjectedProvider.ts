import { type Eip1193Provider, isEip1193Provider } from '../eip1193.js'
import type { DiscoveryWindow } from './discoveryWindow.js'

// Some wallets put `window.ethereum` on the page after scripts ran and then fire this event.
export const INJECTED_INITIALIZED_EVENT = 'ethereum#initialized'

/**
 * Reports `window.ethereum` now if it is there, otherwise once the wallet says it arrived.
 * Returns the function that stops waiting.
 */
export function watchInjectedProvider(
  target: DiscoveryWindow,
  onProvider: (provider: Eip1193Provider) => void,
): () => void {
  if (isEip1193Provider(target.ethereum)) {
    onProvider(target.ethereum)
    return () => {}
  }
  const listener = (): void => {
    target.removeEventListener(INJECTED_INITIALIZED_EVENT, listener)
    if (isEip1193Provider(target.ethereum)) onProvider(target.ethereum)
  }
  target.addEventListener(INJECTED_INITIALIZED_EVENT, listener)
  return () => target.removeEventListener(INJECTED_INITIALIZED_EVENT, listener)
}
