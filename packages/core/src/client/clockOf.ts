import { createSystemClock } from './systemClock.js'
import type { Clock } from './types.js'

/**
 * The clock a client's parts run on: the configured one (tests pass a fake), else the real one.
 * Apart from systemClock.ts, which the first load needs: only code loaded later asks for this.
 */
export function clockOf(client: { readonly config: { readonly clock?: Clock } }): Clock {
  return client.config.clock ?? createSystemClock()
}
