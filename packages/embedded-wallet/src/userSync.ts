import type { Logger, SigilState } from '@sigil/core'
import { AUTH_CONNECTOR_ID, type AuthUser, type SigilInternalClient } from '@sigil/core/internal'

export type SignedInUserSync = {
  /** Shows a user read elsewhere (an email change) as this sync shows the ones it reads. */
  show(user: AuthUser): void
  stop(): void
}

const embeddedAddress = (state: SigilState, namespace: 'eip155' | 'solana') =>
  state.connection.activeConnectorId[namespace] === AUTH_CONNECTOR_ID
    ? state.accounts[namespace].address
    : undefined

/**
 * Puts who signed in (email, user name, social provider) on the accounts the embedded wallet
 * connects, so the Account view can show it on either namespace; read from the secure site
 * each time the connected eip155 address changes (a login, a reload). The Solana account of the
 * same session gets the same person once it is connected. When the user cannot be read the site
 * is asked whether the session still exists (R-EMBED-17).
 */
export function syncSignedInUser(
  client: SigilInternalClient,
  getUser: () => Promise<AuthUser>,
  isConnected: () => Promise<boolean>,
  logger: Logger,
): SignedInUserSync {
  let signedIn: AuthUser | undefined
  const showOnSolana = () => {
    const address = embeddedAddress(client.getState(), 'solana')
    if (!signedIn || !address) return
    client.setUser('solana', {
      address,
      email: signedIn.email,
      ...(signedIn.userName ? { username: signedIn.userName } : {}),
      ...(signedIn.socialProvider ? { socialProvider: signedIn.socialProvider } : {}),
    })
  }
  const show = (user: AuthUser) => {
    signedIn = user
    client.setUser('eip155', toAccountUser(user))
    showOnSolana()
  }
  const stopEvm = client.subscribe(
    (state) => embeddedAddress(state, 'eip155'),
    (address) => {
      if (!address) {
        signedIn = undefined
        return
      }
      getUser().then(show, (error: unknown) => {
        logger.warn('Reading the embedded-wallet user failed', error)
        // No user: ask whether the session is still there; a no ends the connection.
        isConnected().catch(() => undefined)
      })
    },
    { fireImmediately: true },
  )
  const stopSolana = client.subscribe((state) => embeddedAddress(state, 'solana'), showOnSolana, {
    fireImmediately: true,
  })
  return {
    show,
    stop() {
      stopEvm()
      stopSolana()
    },
  }
}

/** The user as the account state holds it: who signed in, and the kind of account it acts with. */
export function toAccountUser(user: AuthUser) {
  return {
    address: user.address,
    email: user.email,
    ...(user.userName ? { username: user.userName } : {}),
    ...(user.socialProvider ? { socialProvider: user.socialProvider } : {}),
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
    ...(user.smartAccountDeployed !== undefined ? { smartAccountDeployed: user.smartAccountDeployed } : {}),
  }
}
