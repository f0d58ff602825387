export type {
  Account,
  AccountType,
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  AdapterSendTransactionParameters,
  AdapterSignMessageParameters,
  ChainAdapter,
  Connector,
  ConnectorType,
  HostContexts,
  HostKind,
  TokenTransferParameters,
  TransactionFee,
  TransactionOutcomeOnChain,
  TransactionRequest,
  VerifySignatureParameters,
} from './adapter.js'
export type { AuthConnectorLoader } from './auth/authConnector.js'
export { caipAddressNetworkId, formatCaipAddress, parseCaipAddress } from './caip/caipAddress.js'
export { formatCaipNetworkId, parseCaipNetworkId } from './caip/caipNetworkId.js'
export { isChainNamespace } from './caip/namespaces.js'
export { defineNetwork } from './caip/networks/defineNetwork.js'
export type {
  BlockExplorer,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  NativeCurrency,
  NetworkNamespace,
  NetworkStack,
  ParsedCaipAddress,
  ParsedCaipNetworkId,
  RpcUrls,
} from './caip/types.js'
export type { ConnectErrorType, ConnectParameters, ConnectReturnType } from './client/actions/connect.js'
export type {
  DisconnectErrorType,
  DisconnectParameters,
  DisconnectReturnType,
} from './client/actions/disconnect.js'
export type { OpenErrorType, OpenReturnType } from './client/actions/open.js'
export type {
  RefreshBalanceErrorType,
  RefreshBalanceOptions,
  RefreshBalanceParameters,
  RefreshBalanceReturnType,
} from './client/actions/refreshBalance.js'
export type {
  SendTransactionErrorType,
  SendTransactionParameters,
  SendTransactionReturnType,
} from './client/actions/sendTransaction.js'
export type {
  SignMessageErrorType,
  SignMessageParameters,
  SignMessageReturnType,
} from './client/actions/signMessage.js'
export type {
  SwitchNetworkErrorType,
  SwitchNetworkParameters,
  SwitchNetworkReturnType,
} from './client/actions/switchNetwork.js'
export type { ContextName } from './client/contextSwitches.js'
export { createSigil } from './client/createSigil.js'
export { defaultIsMobile, onMobile, onMobilePlatform } from './client/defaultIsMobile.js'
export { queuesTransactions } from './client/queuesTransactions.js'
export { REOWN_CLOUD, reownCloud } from './client/reownCloud.js'
export type { SwitchFailure, SwitchFailureReason } from './client/switchFailure.js'
export type {
  AccountState,
  Alert,
  Connection,
  ConnectionClass,
  ConnectionStatus,
  ConnectMethod,
  ConnectorGroup,
  DappMetadata,
  Features,
  MessageOverrides,
  Notification,
  NotificationVariant,
  OpenParameters,
  RemoteProjectConfig,
  RouterEntry,
  ServiceUrls,
  SigilClient,
  SigilConfig,
  SigilContexts,
  SigilEvent,
  SigilState,
  SiwxClient,
  SocialProvider,
  ThemeMode,
  Toast,
  TransactionOutcome,
  Unsubscribe,
} from './client/types.js'
export { EXTRA_VIEWS, FEATURE_VIEWS, type RoutedView, VIEWS, type View } from './client/views.js'
export type { Clock } from './clock/clock.js'
export type { CustomWallet } from './connectors/customWallets.js'
export type { AlertCode, ErrorCode } from './errors/catalogue.js'
export type { ErrorKind } from './errors/defineEntry.js'
export { isSigilError, SigilError, type SigilErrorOptions } from './errors/SigilError.js'
export { SIGIL_LOCALES, type SigilLocale, SOURCE_LOCALE } from './locale/locales.js'
export { isSigilLocale } from './locale/matchLocale.js'
export {
  LOG_LEVELS,
  type Logger,
  type LogLevelName,
  type LogRecord,
  type LogSink,
} from './logger/createLogger.js'
export type {
  BalanceChange,
  CallsPreview,
  PreviewAsset,
  PreviewCall,
  PreviewCallsParameters,
  PreviewFailure,
  PreviewFailureCode,
  PreviewFee,
} from './preview/callsPreview.js'
export type {
  OneClickSignInRequest,
  PairingState,
  SharedConnector,
  SharedConnectorContext,
  SharedConnectorSignIn,
} from './sharedConnector.js'
export type {
  SiwxAddContext,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageRequest,
  SiwxSession,
  SiwxSessionKey,
  SiwxSessionStore,
  SiwxSignatureCheck,
  SiwxStoreTools,
} from './siwx/types.js'
export { createMemoryStorage } from './storage/createMemoryStorage.js'
export type { KeyValueStorage } from './storage/keyValueStorage.js'
export { decodeBase58, encodeBase58 } from './validation/base58.js'
export {
  type BitcoinAddressInfo,
  type BitcoinAddressType,
  type BitcoinNetworkKind,
  isBitcoinAddress,
  parseBitcoinAddress,
} from './validation/bitcoinAddress.js'
export { toChecksumAddress } from './validation/checksumAddress.js'
export { isEvmAddress } from './validation/evmAddress.js'
export { isSolanaAddress } from './validation/solanaAddress.js'
