import type { AccountType } from '../../adapter.js'
import type { NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { patchAccount } from '../stateUpdates.js'
import type { SocialProvider } from '../types.js'

/** Who signed in to the embedded wallet, as the secure site reports it for `address`. */
export type SetUserParameters = {
  address: string
  email?: string | null
  username?: string
  socialProvider?: SocialProvider
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
}

/**
 * Who signed in to the embedded wallet, and the kind of account it acts with now (the secure
 * site's word, R-EMBED-04); an answer for an account no longer connected is dropped.
 */
export function setUser(ctx: ClientContext, namespace: NetworkNamespace, user: SetUserParameters): void {
  const current = ctx.store.getState().accounts[namespace].address
  if (!current || current.toLowerCase() !== user.address.toLowerCase()) return
  patchAccount(ctx.store, namespace, {
    user: {
      ...(user.email !== undefined ? { email: user.email } : {}),
      ...(user.username !== undefined ? { username: user.username } : {}),
    },
    socialProvider: user.socialProvider,
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
  })
}
