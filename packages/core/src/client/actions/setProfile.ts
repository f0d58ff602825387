import type { NetworkNamespace } from '../../caip/types.js'
import { createError } from '../../errors/createError.js'
import { INVALID_INPUT } from '../../errors/definitions.js'
import type { ClientContext } from '../context.js'
import { isNetworkNamespace } from '../namespaces.js'
import { patchAccount } from '../stateUpdates.js'
import { checkParameters } from './checkRoute.js'

/** The account's profile name and image; an answer for an account that is no longer connected is dropped. */
export function setProfile(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  profile: { address: string; name?: string; image?: string },
): void {
  if (!isNetworkNamespace(namespace))
    throw createError(INVALID_INPUT, { what: 'namespace', reason: 'expected eip155, solana or bip122' })
  checkParameters(profile, 'profile')
  const current = ctx.store.getState().accounts[namespace].address
  if (!current || current.toLowerCase() !== profile.address.toLowerCase()) return
  patchAccount(ctx.store, namespace, { profileName: profile.name, profileImage: profile.image })
}
