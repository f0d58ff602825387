import type { SigilClient, SigilState } from '@sigil/core'
import { createServerState } from '@sigil/core/internal'

const serverStates = new WeakMap<SigilClient, SigilState>()

/** One server state per client, so React sees the same snapshot on every server read. */
export function serverStateOf(client: SigilClient): SigilState {
  let state = serverStates.get(client)
  if (!state) {
    state = createServerState(client.config)
    serverStates.set(client, state)
  }
  return state
}
