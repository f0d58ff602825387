export { chooseWallet } from './chooseWallet.js'
export { CONNECTOR_TYPES, isConnectorType, isValidConnector } from './connectorTypes.js'
export { type CustomWallet, validateCustomWallets } from './customWallets.js'
export { dedupeConnectors } from './dedupeConnectors.js'
export {
  type ConnectorGroupEntries,
  DEFAULT_CONNECTOR_GROUP_ORDER,
  type GroupConnectorsParameters,
  groupConnectors,
  type WalletEntry,
  type WalletListing,
} from './groupConnectors.js'
export {
  createHandedConnectors,
  type HandedConnector,
  type HandedConnectors,
  type HandedConnectorsOptions,
} from './handedConnectors.js'
export { isExcludedWallet } from './isExcludedWallet.js'
export {
  DEFAULT_CONNECT_METHOD_ORDER,
  type OrderConnectMethodsParameters,
  orderConnectMethods,
  WALLET_FIRST_CONNECT_METHOD_ORDER,
} from './orderConnectMethods.js'
export {
  addRecentWallet,
  isRecentWalletList,
  normalizeRecentWallets,
  type RecentWallet,
} from './recentWallets.js'
export { isSameWallet, type WalletIdentity } from './walletIdentity.js'
