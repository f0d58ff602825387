import { type BlockchainClientOptions, createBlockchainClient } from '@sigil/core/services'
import type { Devnet } from '@sigil/devnet'
import { silentLogger } from './silentLogger.js'

/** A blockchain service client on the devnet, with the project id and SDK version the SDK sends. */
export function devnetBlockchainClient(devnet: Devnet, overrides: Partial<BlockchainClientOptions> = {}) {
  return createBlockchainClient({
    baseUrl: devnet.urls.blockchain,
    projectId: devnet.projectId,
    sdkVersion: '0.1.0',
    logger: silentLogger(),
    ...overrides,
  })
}
