export { createBitcoinWallet as walletConnectBitcoin } from './bitcoinWallet.js'
export { createSolanaWallet as walletConnectSolana } from './solanaWallet.js'
export {
  WALLET_CONNECT_CONNECTOR_ID,
  type WalletConnectConnector,
  type WalletConnectOptions,
  walletConnect,
} from './walletConnect.js'
