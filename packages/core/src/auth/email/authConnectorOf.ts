import type { SigilInternalClient } from '../../client/internalClient.js'

import type { AuthConnector } from '../authConnector.js'

/**
 * Loads the client's auth connector for an email session and hands it over while the session
 * lives; a failure to load is handed over as the reason the session cannot go on.
 */
export function authConnectorOf(
  client: Pick<SigilInternalClient, 'getAuthConnector'>,
  alive: () => boolean,
  onLoaded: (auth: AuthConnector) => void,
  onFailed: (error: unknown) => void,
): void {
  client.getAuthConnector().then(
    (auth) => alive() && onLoaded(auth),
    (error: unknown) => alive() && onFailed(error),
  )
}
