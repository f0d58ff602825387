import { localFeatures } from '../features/localFeatures.js'
import { createInitialState } from './initialState.js'
import type { SigilConfig, SigilState } from './types.js'

/**
 * The state a page is rendered with on a server, and hydrated with in the browser: nothing
 * connected or restoring, the default network, no stored wallets. It depends on the config
 * alone, so the server's HTML and the browser's first render agree; the browser's real state
 * (a stored connection being restored, a stored network) follows right after hydration.
 */
export function createServerState(config: SigilConfig): SigilState {
  return createInitialState({
    config,
    features: localFeatures(config),
    recent: [],
    restoring: {},
  })
}
