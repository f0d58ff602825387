import { createBlockchainSessionStore, createSiwx, type SiwxConfig } from '@sigil/core/siwx'
import type { DevnetInfo } from './devnetInfo.js'
import type { SignInMode } from './signInSetting.js'

/**
 * The demo's sign-in, loaded only when the page asks for it: sessions in this browser, or
 * held by devnet's blockchain service (which issues the nonce and verifies the signature).
 */
export function createDemoSiwx(
  info: DevnetInfo,
  mode: Exclude<SignInMode, 'off'>,
  required: boolean,
): SiwxConfig {
  return createSiwx({
    statement: 'Sign in to the Sigil demo.',
    expiresInMs: 24 * 60 * 60 * 1000,
    required,
    storage: localStorage,
    ...(mode === 'service'
      ? {
          // The service verifies every sign-in itself; the page need not load the verifiers.
          verify: false,
          store: createBlockchainSessionStore({
            blockchainUrl: info.services.blockchainUrl,
            projectId: info.projectId,
            storage: localStorage,
            key: 'sigil-demo:siwx:service',
          }),
        }
      : {}),
  })
}
