import type { DevnetArtifacts } from '../chain/contract-artifacts.js'
import type { RunningChain } from '../chain/start-chain.js'
import { badRequest } from '../http/http-error.js'
import { ChainIndexer } from './chain-indexer.js'
import { SwapDesk } from './swap-desk.js'
import { TokenCatalog } from './token-catalog.js'

/** What the blockchain service keeps per chain. */
export interface ChainService {
  chain: RunningChain
  catalog: TokenCatalog
  indexer: ChainIndexer
  desk: SwapDesk
}

export function createChainService(chain: RunningChain, artifacts: DevnetArtifacts): ChainService {
  const catalog = new TokenCatalog(chain.client, chain.contracts)
  return {
    chain,
    catalog,
    indexer: new ChainIndexer(chain.chainId, chain.client, catalog, chain.contracts.swap),
    desk: new SwapDesk(chain, artifacts),
  }
}

/** Accepts 'eip155:31337' or '31337'; null selects every chain. */
export function selectChains(services: readonly ChainService[], chainId: string | null): ChainService[] {
  if (chainId === null || chainId === '') return [...services]
  const numeric = chainId.startsWith('eip155:') ? chainId.slice('eip155:'.length) : chainId
  const found = services.find((service) => String(service.chain.chainId) === numeric)
  if (found === undefined) throw badRequest(`chainId ${chainId} is not supported by this service`)
  return [found]
}
