export { coinTypeFromChainId } from './coinTypeFromChainId.js'
export {
  type BlockchainClient,
  type BlockchainClientOptions,
  createBlockchainClient,
} from './createBlockchainClient.js'
export { dropLowQualityTokens } from './dropLowQualityTokens.js'
export { filterTransactions, isAllSpam } from './filterTransactions.js'
export type {
  OnrampDestinationWallet,
  OnrampQuoteParameters,
  OnrampSamples,
  OnrampUrlParameters,
} from './onrampCalls.js'
export {
  type OnrampSampleNetwork,
  SAMPLE_ONRAMP_OPTIONS,
  sampleOnrampOptions,
  sampleOnrampQuote,
} from './onrampSamples.js'
export type { OnrampOptions, OnrampQuote } from './onrampSchemas.js'
export type {
  FungiblePrice,
  HistoryPage,
  Identity,
  NameProfile,
  NameSuggestion,
  SmartSession,
  SupportedChains,
  TokenBalance,
  Transaction,
  TransactionTransfer,
} from './schemas.js'
export {
  DEFAULT_SWAP_PATHS,
  NATIVE_TOKEN_ADDRESS,
  type SwapParameters,
  type SwapPaths,
  type SwapTransaction,
  type SwapTransactionRequest,
} from './swapCalls.js'
export type { GasPrice, SwapQuote, SwapToken } from './swapSchemas.js'
