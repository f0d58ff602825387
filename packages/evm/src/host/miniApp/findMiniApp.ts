// The SDK's own modules for the host channel and its wallet: its entry also brings its Solana
// wallet and schemas (@solana/web3.js, zod), which a page on EVM does not need.
import { getEthereumProvider } from '@farcaster/miniapp-sdk/dist/ethereumProvider.js'
import { miniAppHost } from '@farcaster/miniapp-sdk/dist/miniAppHost.js'
import { isEip1193Provider } from '../../eip1193.js'
import { within } from '../firstFound.js'
import type { FoundHost } from '../foundHost.js'
import { miniAppProfile, parseMiniAppUser } from './miniAppUser.js'

/** The connector id of a mini app host's wallet. */
export const MINI_APP_CONNECTOR_ID = 'miniApp'

/** How long a mini app host may take to give its context (the SDK's `isInMiniApp` default). */
export const MINI_APP_CONTEXT_TIMEOUT_MS = 1000

/**
 * The Farcaster or Base mini app host the page runs in, tested as the SDK's `isInMiniApp` does
 * (the host answers its context in time; a page in another frame waits that long, once), with
 * the host's wallet provider and its user; undefined elsewhere.
 */
export async function findMiniApp(): Promise<FoundHost | undefined> {
  const context: unknown = await within(Promise.resolve(miniAppHost.context), MINI_APP_CONTEXT_TIMEOUT_MS)
  if (!context) return undefined
  const provider = await getEthereumProvider()
  if (!isEip1193Provider(provider)) return undefined
  const user = parseMiniAppUser((context as { user?: unknown }).user)
  const profile = user && miniAppProfile(user)
  return {
    connector: {
      id: MINI_APP_CONNECTOR_ID,
      type: 'EXTERNAL',
      name: 'Farcaster',
      chain: 'eip155',
      provider,
      host: 'miniApp',
    },
    ...(profile ? { profile } : {}),
  }
}
