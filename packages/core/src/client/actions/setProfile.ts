import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchAccount } from '../stateUpdates.js'

/** The account's profile name and image; an answer for an account that is no longer connected is dropped. */
export function setProfile(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  profile: { address: string; name?: string; image?: string },
): void {
  const current = ctx.store.getState().accounts[namespace].address
  if (!current || current.toLowerCase() !== profile.address.toLowerCase()) return
  patchAccount(ctx.store, namespace, { profileName: profile.name, profileImage: profile.image })
}
