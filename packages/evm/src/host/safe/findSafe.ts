import SafeAppsSDK from '@safe-global/safe-apps-sdk'
import { within } from '../firstFound.js'
import type { FoundHost } from '../foundHost.js'
import { parseSafeInfo } from './safeInfo.js'
import { createSafeProvider } from './safeProvider.js'

/** The connector id of the Safe the page runs in. */
export const SAFE_CONNECTOR_ID = 'safe'

/**
 * How long the Safe{Wallet} frame may take to answer `getSafeInfo`. It answers a message from its
 * app at once; a page in any other frame is never answered and waits this long, once.
 */
export const SAFE_INFO_TIMEOUT_MS = 1000

/**
 * The Safe the page runs in, asked through the Safe Apps SDK (which reads only answers from the
 * parent window on `origins`), or undefined when no Safe answers in time or its answer is not
 * a Safe.
 */
export async function findSafe(origins: readonly RegExp[]): Promise<FoundHost | undefined> {
  const sdk = new SafeAppsSDK({ allowedDomains: [...origins] })
  const info = parseSafeInfo(await within(sdk.safe.getInfo(), SAFE_INFO_TIMEOUT_MS))
  if (!info) return undefined
  return {
    connector: {
      id: SAFE_CONNECTOR_ID,
      type: 'EXTERNAL',
      name: 'Safe',
      chain: 'eip155',
      provider: createSafeProvider(sdk, info),
      host: 'safe',
    },
  }
}
