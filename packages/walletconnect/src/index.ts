export { createBitcoinWallet as walletConnectBitcoin } from './bitcoinWallet.js'
export { DEFAULT_SESSION_EVENTS, NAMESPACE_METHODS } from './namespaceTable.js'
export {
  isPairingExpired,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  pairingExpiresAt,
  pairingRefreshDelay,
} from './pairingExpiry.js'
export { alertForProviderError } from './providerAlerts.js'
export {
  type AuthenticationRequest,
  buildConnectRequest,
  type ConnectRequest,
  type SessionNamespace,
} from './sessionRequest.js'
export { createSolanaWallet as walletConnectSolana } from './solanaWallet.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectOptions,
  walletConnect,
} from './walletConnect.js'
