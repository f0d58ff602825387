import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchAccount } from '../stateUpdates.js'
import type { SocialProvider } from '../types.js'

/** Who signed in to the embedded wallet; an answer for an account no longer connected is dropped. */
export function setUser(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  user: { address: string; email?: string | null; username?: string; socialProvider?: SocialProvider },
): void {
  const current = ctx.store.getState().accounts[namespace].address
  if (!current || current.toLowerCase() !== user.address.toLowerCase()) return
  patchAccount(ctx.store, namespace, {
    user: {
      ...(user.email !== undefined ? { email: user.email } : {}),
      ...(user.username !== undefined ? { username: user.username } : {}),
    },
    socialProvider: user.socialProvider,
  })
}
