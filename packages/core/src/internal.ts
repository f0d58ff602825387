export { MAX_PENDING_TRANSACTIONS, type PendingList } from './activity/pendingList.js'
export {
  type PendingTracker,
  type PendingTransaction,
  type PendingTransactions,
  pendingCountText,
  pendingTransactionsOf,
} from './activity/pendingTransactions.js'
export { formatUnits as formatTokenUnits, parseUnits as parseTokenUnits } from './amounts/units.js'
export {
  AUTH_CONNECTOR_ID,
  type AuthConnector,
  type AuthConnectorFactory,
  type AuthConnectorHost,
  type AuthUser,
  type EmailConnectAction,
  type SocialLoginState,
} from './auth/authConnector.js'
export {
  createEmailSendGuard,
  DEFAULT_EMAIL_SEND_LIMITS,
  type EmailSendCheck,
  type EmailSendGuard,
  type EmailSendLimits,
} from './auth/emailSendGuard.js'
export { type EmbeddedLoginMethods, embeddedLoginMethods } from './auth/embeddedLoginMethods.js'
export { DEFAULT_EMBEDDED_WALLET_CHAINS } from './auth/embeddedWalletChains.js'
export { EMAIL_CHANGE_WAIT_MS, type PollEmailChangeOptions, pollEmailChange } from './auth/pollEmailChange.js'
export { OP_STACK_BLOCK_TIME_MS, ZKSYNC_BLOCK_TIME_MS } from './caip/networks/stackBlockTime.js'
export { isOpStack, isZkSync } from './caip/networks/stacks.js'
export { accountTypeRefusal, selectAccountTypeSwitch } from './client/accountTypeSwitch.js'
export { prepareConnect } from './client/actions/prepareConnect.js'
export type { SetUserParameters } from './client/actions/setUser.js'
export { type AdapterCode, adapterCode, type WaitingMethod } from './client/adapterCode.js'
export { chainAdapterStandIn, type LoadedChainAdapter } from './client/adapterStandIn.js'
export { clockOf } from './client/clockOf.js'
export { configWarnings } from './client/configWarnings.js'
export { contextOn } from './client/contextSwitches.js'
export { createInternalSigil } from './client/createSigil.js'
export { type Debounced, debounce } from './client/debounce.js'
export { DEFAULT_ACCOUNT_TYPES } from './client/initialState.js'
export type { SigilInternalClient } from './client/internalClient.js'
export { loadOnce } from './client/loadOnce.js'
export { isNetworkNamespace } from './client/namespaces.js'
export { chooseOpeningView, type OpeningViewParameters } from './client/openingView.js'
export { createRetryGuard, type RetryGuard } from './client/retryGuard.js'
export {
  getRpcPermission,
  NOT_SAFE_RPC_METHODS,
  type RpcPermission,
  SAFE_RPC_METHODS,
} from './client/rpcPermissions.js'
export {
  isConnected,
  selectNetworkOf,
  selectVisibleConnections,
  selectVisibleToasts,
} from './client/selectors.js'
export { createServerState } from './client/serverState.js'
export { describeSwitchFailure, toSwitchError } from './client/switchFailure.js'
export { createSystemClock } from './client/systemClock.js'
export { isOnUnsupportedNetwork } from './client/unsupportedNetwork.js'
export {
  DEFAULT_SWAP_CHAIN_IDS,
  hasActivityHistory,
  selectWalletFeatures,
  type WalletFeature,
} from './client/walletFeatures.js'
export { whenIdle } from './client/whenIdle.js'
export { chooseWallet } from './connectors/chooseWallet.js'
export { CONNECTOR_TYPES, isConnectorType, isValidConnector } from './connectors/connectorTypes.js'
export { validateCustomWallets } from './connectors/customWallets.js'
export { dedupeConnectors } from './connectors/dedupeConnectors.js'
export {
  type ConnectorGroupEntries,
  DEFAULT_CONNECTOR_GROUP_ORDER,
  type GroupConnectorsParameters,
  groupConnectors,
  type WalletEntry,
  type WalletListing,
} from './connectors/groupConnectors.js'
export {
  createHandedConnectors,
  type HandedConnector,
  type HandedConnectors,
  type HandedConnectorsOptions,
} from './connectors/handedConnectors.js'
export { isExcludedWallet } from './connectors/isExcludedWallet.js'
export {
  DEFAULT_CONNECT_METHOD_ORDER,
  type OrderConnectMethodsParameters,
  orderConnectMethods,
  WALLET_FIRST_CONNECT_METHOD_ORDER,
} from './connectors/orderConnectMethods.js'
export {
  addRecentWallet,
  isRecentWalletList,
  normalizeRecentWallets,
  type RecentWallet,
} from './connectors/recentWallets.js'
export { isSameWallet, type WalletIdentity } from './connectors/walletIdentity.js'
export {
  ACCOUNT_NAME_MIN_LENGTH,
  ANIMATION_MODAL_MS,
  ANIMATION_VIEW_IN_MS,
  ANIMATION_VIEW_OUT_MS,
  AUTH_CONNECTOR_NAMESPACES,
  BALANCE_DECIMALS,
  BALANCE_RETRY_WAIT_MS,
  BASE58_ALPHABET,
  BITCOIN_ACCOUNT_TYPES,
  COIN_TYPE_CHAIN_ID_LIMIT,
  DEBOUNCE_MS,
  EMAIL_CHANGE_POLL_MS,
  EMAIL_DISPLAY_MAX_CHARS,
  EMAIL_LOGIN_COOLDOWN_MS,
  ENS_CACHE_MS,
  EVM_ADDRESS_CACHE_SIZE,
  FEATURED_WALLETS_MAX,
  FRAME_ERROR_MESSAGE_DELAY_MS,
  FRAME_READY_DELAY_MS,
  IDENTITY_CACHE_MS,
  IFRAME_LOAD_TIMEOUT_MS,
  IFRAME_REQUEST_TIMEOUT_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  LEGACY_NAME_SUFFIX,
  MAX_BLOB_DATA_BYTES,
  MAX_ZK_BYTECODE_BYTES,
  MOBILE_MAX_WIDTH_PX,
  MODAL_WIDTH_PX,
  MODAL_Z_INDEX,
  NAME_SUFFIX,
  NAMESPACES,
  NATIVE_BALANCE_CACHE_MS,
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_GAP_MS,
  ONRAMP_BANK_LIMITS,
  ONRAMP_CARD_LIMITS,
  ONRAMP_PROVIDER_FEE_PERCENT,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PENDING_TRANSACTIONS_MAX,
  PORTFOLIO_CACHE_MS,
  RECENT_WALLETS_MAX,
  RECOMMENDED_WALLETS_MAX,
  RETRY_GUARD_MS,
  RPC_BATCH_SIZE,
  RPC_FALLBACK_POLL_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
  SHAKE_MS,
  SIGN_OUT_TIMEOUT_MS,
  SOCIAL_POPUP_CLOSED_POLL_MS,
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_WIDTH,
  SWAP_SLIPPAGE_TOLERANCE,
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_SWIPE_VELOCITY,
  TOAST_WIDTH_PX,
  TOASTS_VISIBLE,
  WALLET_FEATURE_ORDER,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_INPUT_PAUSE_MS,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PAGE_SIZE,
  ZKSYNC_DEFAULT_GAS_PER_PUBDATA,
} from './constants/index.js'
export {
  ALERT_IFRAME_LOAD_FAILED,
  ALERT_IFRAME_REQUEST_TIMEOUT,
  ALERT_INVALID_APP_CONFIGURATION,
  ALERT_INVALID_PROJECT_ID,
  ALERT_MULTI_WALLET_NOT_ENABLED,
  ALERT_ORIGIN_NOT_ALLOWED,
  ALERT_PROJECT_ID_NOT_CONFIGURED,
  ALERT_RATE_LIMITED,
  ALERT_SERVER_ERROR,
  ALERT_SESSION_EXPIRED,
  ALERT_SWITCH_NETWORK_NOT_FOUND,
  ALERT_UNVERIFIED_DOMAIN,
} from './errors/alertDefinitions.js'
export { chainErrorToSigilError, toSigilChainError } from './errors/chainErrors.js'
export {
  ADAPTER_NOT_FOUND,
  INVALID_CONFIG,
  NAMESPACE_REQUIRED,
  SIWE_AND_SIWX,
  UNSUPPORTED_CHAIN_NAMESPACE,
  WALLETCONNECT_CONNECTOR_NOT_FOUND,
} from './errors/commonDefinitions.js'
export { createError, type ErrorParams, formatMessage } from './errors/createError.js'
export type { AlertDefinition, ErrorDefinition } from './errors/defineEntry.js'
export {
  ACTION_NOT_ALLOWED,
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
  BLOB_EMPTY_VERSIONED_HASHES,
  BLOB_INVALID_VERSIONED_HASH_SIZE,
  BLOB_INVALID_VERSIONED_HASH_VERSION,
  BLOB_SIZE_TOO_LARGE,
  CHAIN_NOT_SUPPORTED,
  CONNECTION_REJECTED,
  CONNECTOR_CHAINS_UNSUPPORTED,
  EMAIL_COOLDOWN,
  EMAIL_LOGIN_DEPENDENCY,
  ERROR_FETCHING_NAME_SUGGESTIONS,
  ERROR_REGISTERING_NAME,
  ERROR_RESOLVING_NAME,
  FAILED_TO_CONNECT,
  FAILED_TO_DISCONNECT,
  FAILED_TO_DISCONNECT_CHAINS,
  FAILED_TO_FETCH_TRANSACTIONS,
  FARCASTER_CONNECT_FAILED,
  FEE_CAP_TOO_HIGH,
  FEE_CAP_TOO_LOW,
  FRAME_ERROR,
  GAS_PRICE_NETWORK_NOT_SUPPORTED,
  GAS_TOO_HIGH,
  GAS_TOO_LOW,
  HTTP_STATUS_ERROR,
  IFRAME_NOT_SET,
  INSUFFICIENT_FUNDS,
  INVALID_ADDRESS,
  INVALID_CAIP_ADDRESS,
  INVALID_CAIP_NETWORK_ID,
  INVALID_CHAIN_ID,
  INVALID_COIN_TYPE_CHAIN_ID,
  INVALID_INPUT,
  INVALID_RESPONSE,
  MAX_FEE_FIELDS_NOT_ALLOWED,
  MODAL_CLOSED,
  NETWORK_MISSING,
  NETWORK_NOT_FOUND,
  NO_AUTH_CONNECTOR,
  NONCE_TOO_HIGH,
  NONCE_TOO_LOW,
  NOT_CONNECTED,
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL,
  ONRAMP_NETWORK_NOT_SUPPORTED,
  POPUP_CLOSED,
  REQUEST_ABORTED,
  RPC_METHOD_NOT_ALLOWED,
  SAFE_MESSAGE_AWAITS_OWNERS,
  SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  SEND_TOKEN_REQUIRED,
  SEND_UNSUPPORTED_CHAIN,
  SIWX_AUTHENTICATING,
  SIWX_INIT_FAILED,
  SIWX_SIGN_FAILED,
  SMART_ACCOUNT_UNAVAILABLE,
  SOCIAL_INIT_FAILED,
  SOMETHING_WENT_WRONG,
  SWAPS_NETWORK_NOT_SUPPORTED,
  TIP_ABOVE_FEE_CAP,
  TOKEN_BALANCE_UNAVAILABLE,
  TRANSACTION_TYPE_NOT_SUPPORTED,
  UNKNOWN_ERROR,
  UNRECOGNIZED_CHAIN_ID,
  USER_REJECTED_REQUEST,
  WALLET_RPC_ERROR,
  WALLETCONNECT_RELAY_LOST,
  ZK_BYTECODE_INVALID,
} from './errors/definitions.js'
export {
  createRpcCodeTable,
  DEFAULT_RPC_CODE_MESSAGES,
  type ErrorFromRpcCodeOptions,
  errorFromRpcCode,
  errorFromWalletRejection,
  isKnownRpcCode,
  RPC_CODES,
  type RpcCode,
  type RpcCodeTable,
  WalletRpcError,
} from './errors/rpcCodes.js'
export { DEFAULT_FEATURES, DEFAULT_REMOTE_SOCIALS } from './features/defaultFeatures.js'
export type { TelegramFeatureSettings } from './features/featureRules.js'
export { REMOTE_FEATURE_KEYS } from './features/remoteFeatureKeys.js'
export { type ResolveFeaturesParameters, resolveFeatures } from './features/resolveFeatures.js'
export {
  filterSocialsForTelegram,
  TELEGRAM_HIDDEN_SOCIALS,
  type TelegramPlatform,
} from './features/telegramSocials.js'
export { textDirection } from './locale/locales.js'
export { matchLocale } from './locale/matchLocale.js'
export { pageLanguages } from './locale/pageLanguages.js'
export { createLogger } from './logger/createLogger.js'
export {
  createNameRegistration,
  type NameAvailability,
  type NameRegistration,
  type NameRegistrationState,
  type NameService,
  nameLabel,
} from './names/createNameRegistration.js'
export { approvalCalls } from './preview/approvalCalls.js'
export { type ApprovalGate, type ApprovalRequest, approvalGateOf } from './preview/approvalGate.js'
export { sendPreviewCalls } from './preview/sendPreviewCalls.js'
export {
  DEFAULT_RESTRICTED_TIMEZONES,
  featuresHiddenInTimezone,
  isRestrictedTimezone,
  RESTRICTED_TIMEZONE_FEATURES,
  type RestrictedFeature,
} from './restrictions/timezones.js'
export {
  createSendController,
  type ReceiverStatus,
  type ResolveName,
  type SendController,
  type SendFlowState,
  type SentTransaction,
} from './send/createSendController.js'
export { transactionExplorerUrl } from './send/explorerUrl.js'
export { feeCeiling, type MaxSend, maxSend } from './send/maxSend.js'
export { profileAddress, type ReceiverInput, type ReceiverProfile, readReceiver } from './send/receiver.js'
export {
  checkSendAmount,
  maxSendAmount,
  NATIVE_FEE_RESERVE,
  type SendAmountCheck,
  type SendAmountProblem,
  tokenBalanceUnits,
} from './send/sendAmount.js'
export { type SendableTokensParameters, sendableTokens } from './send/sendableTokens.js'
export { sendFlowOf } from './send/sendFlowOf.js'
export { EMPTY_SEND_STATE, type SendState, type SendToken } from './send/sendState.js'
export { type SendTokensParameters, type SendTokensReturnType, sendTokens } from './send/sendTokens.js'
export { AUTH_STORAGE_NAMES } from './storage/authStorageNames.js'
export {
  CACHE_LIFETIMES,
  type Cache,
  type CacheEntry,
  type CacheKind,
  createCache,
} from './storage/createCache.js'
export {
  createVersionedStorage,
  STORAGE_VERSION,
  type VersionedStorage,
} from './storage/createVersionedStorage.js'
export { resolveKeyValueStorage } from './storage/resolveKeyValueStorage.js'
export {
  createStorageKeys,
  DEFAULT_STORAGE_PREFIX,
  DEFAULT_STORAGE_SEGMENTS,
  type StorageFeature,
  type StorageKeys,
} from './storage/storageKeys.js'
export { isValidAccountName } from './validation/accountName.js'
export { assertBatchedCalls, type BatchedCall } from './validation/batchedCalls.js'
export { assertBlobDataSize } from './validation/blobData.js'
export { assertBlobVersionedHashes } from './validation/blobVersionedHashes.js'
export { chainIdToCoinType } from './validation/coinType.js'
export { isEmail } from './validation/email.js'
export { truncateEmail } from './validation/emailDisplay.js'
export {
  type AddressValidator,
  type AddressValidatorOptions,
  createAddressValidator,
  type EvmAddressOptions,
} from './validation/evmAddress.js'
export { createLruCache, type LruCache } from './validation/lruCache.js'
export {
  isRegisteredAccountName,
  stripAccountNameSuffix,
  toRegisteredAccountName,
} from './validation/nameSuffix.js'
export { isOtp } from './validation/otp.js'
export { isSafeImageUrl, isSafeLinkUrl, type SafeLinkOptions } from './validation/safeUrl.js'
export { assertSendForm, assertSendNamespace, SEND_NAMESPACES, type SendForm } from './validation/sendForm.js'
export { isSignedMessage } from './validation/signedMessage.js'
export {
  isSocialProvider,
  REMOTE_ONLY_SOCIAL_PROVIDERS,
  SOCIAL_PROVIDERS,
  type SocialProviderOptions,
} from './validation/socialProvider.js'
export { assertThemeMode, isThemeMode, THEME_MODES } from './validation/themeMode.js'
export { isTransactionHash } from './validation/transactionHash.js'
export { verifyEd25519 } from './validation/verifyEd25519.js'
export { assertZkBytecode, withZkSyncDefaults } from './validation/zkBytecode.js'
