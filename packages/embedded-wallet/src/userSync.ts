import { AUTH_CONNECTOR_ID, type AuthUser, type Logger, type SigilClient } from '@sigil/core'

/**
 * Puts who signed in (email, user name, social provider) on the account while the embedded
 * wallet is the connected eip155 wallet, so the Account view can show it; read from the secure
 * site each time the connected address changes (a login, a reload). When it cannot be read
 * the site is asked whether the session still exists (R-EMBED-17).
 */
export function syncSignedInUser(
  client: SigilClient,
  getUser: () => Promise<AuthUser>,
  isConnected: () => Promise<boolean>,
  logger: Logger,
): () => void {
  return client.subscribe(
    (state) =>
      state.connection.activeConnectorId.eip155 === AUTH_CONNECTOR_ID
        ? state.accounts.eip155.address
        : undefined,
    (address) => {
      if (!address) return
      getUser().then(
        (user) => client.setUser('eip155', toAccountUser(user)),
        (error: unknown) => {
          logger.warn('Reading the embedded-wallet user failed', error)
          // No user: ask whether the session is still there; a no ends the connection.
          isConnected().catch(() => undefined)
        },
      )
    },
    { fireImmediately: true },
  )
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
