export { coinTypeFromChainId } from './coinTypeFromChainId.js'
export {
  type BlockchainClient,
  type BlockchainClientOptions,
  createBlockchainClient,
  DEFAULT_SWAP_PATHS,
  type SwapPaths,
} from './createBlockchainClient.js'
export { dropLowQualityTokens } from './dropLowQualityTokens.js'
export { filterTransactions, isAllSpam } from './filterTransactions.js'
export { SAMPLE_ONRAMP_OPTIONS, sampleOnrampQuote } from './onrampSamples.js'
export type {
  FungiblePrice,
  GasPrice,
  HistoryPage,
  Identity,
  NameProfile,
  NameSuggestion,
  OnrampOptions,
  OnrampQuote,
  Session,
  SupportedChains,
  SwapToken,
  TokenBalance,
  Transaction,
  TransactionTransfer,
} from './schemas.js'
