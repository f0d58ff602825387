import type { NetworkNamespace } from '../../caip/types.js'
import { createError } from '../../errors/createError.js'
import { INVALID_INPUT } from '../../errors/definitions.js'
import { isConnected } from '../selectors.js'
import type { RouterEntry, SigilState } from '../types.js'
import type { View } from '../views.js'

/** Why the Activity tab is not there to show, in words a page's developer can act on. */
function activityMissing(state: SigilState, namespace?: NetworkNamespace): string | undefined {
  const evmOnly = 'Activity history is kept for EVM networks only; switch to one first'
  if (namespace !== undefined && namespace !== 'eip155') return evmOnly
  if (!isConnected(state, namespace)) return 'Activity needs a connected wallet; connect one first'
  if (!state.features.activity) return 'Activity is switched off for this project'
  // hasActivityHistory's rule, read here: importing it from the actions moves it into the first load.
  return state.chain.activeNetwork?.chainNamespace === 'eip155' ? undefined : evmOnly
}

/**
 * The router entry for a view asked for by the page. Activity is a tab of Account (spec §2),
 * not a card of its own: it opens Account on that tab, and is refused where the tab is absent.
 */
export function routeOf(
  state: SigilState,
  view: View,
  data?: unknown,
  namespace?: NetworkNamespace,
): RouterEntry {
  if (view !== 'Activity') return data === undefined ? { view } : { view, data }
  const missing = activityMissing(state, namespace)
  if (missing) throw createError(INVALID_INPUT, { what: 'view', reason: missing })
  return { view: 'Account', data: { tab: 'Activity' } }
}
