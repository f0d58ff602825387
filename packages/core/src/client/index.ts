export { accountTypeRefusal, selectAccountTypeSwitch } from './accountTypeSwitch.js'
export { type AdapterCode, adapterCode, type WaitingMethod } from './adapterCode.js'
export { chainAdapterStandIn, type LoadedChainAdapter } from './adapterStandIn.js'
export { clockOf } from './clockOf.js'
export { configWarnings } from './configWarnings.js'
export { type ContextName, contextOn } from './contextSwitches.js'
export { createSigil } from './createSigil.js'
export { type Debounced, debounce } from './debounce.js'
export { defaultIsMobile, onMobile, onMobilePlatform } from './defaultIsMobile.js'
export { DEFAULT_ACCOUNT_TYPES } from './initialState.js'
export { loadOnce } from './loadOnce.js'
export { isNetworkNamespace } from './namespaces.js'
export { chooseOpeningView, type OpeningViewParameters } from './openingView.js'
export { queuesTransactions } from './queuesTransactions.js'
export { REOWN_CLOUD, reownCloud } from './reownCloud.js'
export { createRetryGuard, type RetryGuard } from './retryGuard.js'
export {
  getRpcPermission,
  NOT_SAFE_RPC_METHODS,
  type RpcPermission,
  SAFE_RPC_METHODS,
} from './rpcPermissions.js'
export { isConnected, selectNetworkOf, selectVisibleConnections, selectVisibleToasts } from './selectors.js'
export { createServerState } from './serverState.js'
export {
  describeSwitchFailure,
  type SwitchFailure,
  type SwitchFailureReason,
  toSwitchError,
} from './switchFailure.js'
export { createSystemClock } from './systemClock.js'
export type * from './types.js'
export { isOnUnsupportedNetwork } from './unsupportedNetwork.js'
export { EXTRA_VIEWS, FEATURE_VIEWS, type RoutedView, VIEWS, type View } from './views.js'
export {
  DEFAULT_SWAP_CHAIN_IDS,
  hasActivityHistory,
  selectWalletFeatures,
  type WalletFeature,
} from './walletFeatures.js'
