export { alertForServerMessage, SERVER_MESSAGE_ALERTS } from './alerts/alertForServerMessage.js'
export { type AlertListener, createAlertOnce } from './alerts/createAlertOnce.js'
export { connectAnalytics } from './analytics/connectAnalytics.js'
export {
  type AnalyticsClient,
  type AnalyticsClientOptions,
  createAnalyticsClient,
  ERROR_REPORT_WINDOW_MS,
  ERROR_REPORTS_PER_WINDOW,
} from './analytics/createAnalyticsClient.js'
export { createSlidingWindowLimiter, type RateLimiter } from './analytics/createSlidingWindowLimiter.js'
export {
  type AnalyticsEventBody,
  type AnalyticsProps,
  errorReport,
  internalSdkErrorEvent,
  socialLoginSuccessEvent,
} from './analytics/events.js'
export { coinTypeFromChainId } from './blockchain/coinTypeFromChainId.js'
export {
  type BlockchainClient,
  type BlockchainClientOptions,
  createBlockchainClient,
} from './blockchain/createBlockchainClient.js'
export { dropLowQualityTokens } from './blockchain/dropLowQualityTokens.js'
export { filterTransactions, isAllSpam } from './blockchain/filterTransactions.js'
export type {
  OnrampDestinationWallet,
  OnrampQuoteParameters,
  OnrampSamples,
  OnrampUrlParameters,
} from './blockchain/onrampCalls.js'
export {
  type OnrampSampleNetwork,
  SAMPLE_ONRAMP_OPTIONS,
  sampleOnrampOptions,
  sampleOnrampQuote,
} from './blockchain/onrampSamples.js'
export type { OnrampOptions, OnrampQuote } from './blockchain/onrampSchemas.js'
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
} from './blockchain/schemas.js'
export {
  DEFAULT_SWAP_PATHS,
  NATIVE_TOKEN_ADDRESS,
  type SwapParameters,
  type SwapPaths,
  type SwapTransaction,
  type SwapTransactionRequest,
} from './blockchain/swapCalls.js'
export type { GasPrice, SwapQuote, SwapToken } from './blockchain/swapSchemas.js'
export { createRetryBlock, type RetryBlock } from './cache/createRetryBlock.js'
export { createTtlCache, type TtlCache } from './cache/createTtlCache.js'
export { createRemoteConfigFetcher } from './createRemoteConfigFetcher.js'
export { buildUrl, type QueryParams, type QueryValue } from './http/buildUrl.js'
export {
  createHttpClient,
  DEFAULT_HTTP_TIMEOUT_MS,
  type HttpClient,
  type HttpClientOptions,
  type HttpMethod,
  type HttpRequest,
} from './http/createHttpClient.js'
export { HttpStatusError, isHttpStatusError, serverMessage } from './http/HttpStatusError.js'
export { type ServiceName, type ServiceProblem, serviceProblem } from './http/serviceProblem.js'
export type { FetchFunction, ServiceClientOptions } from './options.js'
export { createImageCache, type ImageCache } from './registry/createImageCache.js'
export {
  type AllowedOriginsResult,
  createRegistryClient,
  type GetWalletsParameters,
  type ImageKind,
  type RegistryClient,
  type RegistryClientOptions,
} from './registry/createRegistryClient.js'
export { networkImageId } from './registry/networkImageIds.js'
export {
  allowedOriginsSchema,
  analyticsConfigSchema,
  projectConfigSchema,
  type WalletListing,
  type WalletsPage,
  walletListingSchema,
  walletsPageSchema,
} from './registry/schemas.js'
export { withMinimumWait } from './registry/withMinimumWait.js'
export {
  createJsonRpcClient,
  type JsonRpcCall,
  type JsonRpcClientOptions,
  type JsonRpcErrorObject,
  JsonRpcResponseError,
} from './rpc/createJsonRpcClient.js'
export { defaultRpcUrls } from './rpc/defaultRpcUrls.js'
export { hostedRpcUrl, relayRpcUrl } from './rpc/rpcUrls.js'
export {
  array,
  arrayDroppingInvalid,
  baseUnits,
  boolean,
  hexData,
  type Infer,
  literal,
  nonNegativeDecimal,
  nullable,
  number,
  numeric,
  object,
  optional,
  record,
  type Schema,
  string,
  tokenDecimals,
  unknownValue,
  withDefault,
} from './schema/schema.js'
export { systemClock } from './systemClock.js'
