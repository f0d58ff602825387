export { FaultSwitches } from './admin/fault-switches.js'
export type { StoredAnalyticsEvent } from './analytics/analytics-event.js'
export type { TokenBalance } from './blockchain/balances.js'
export type { HistoryPage, HistoryTransaction } from './blockchain/history-view.js'
export { type ContractArtifact, loadContractArtifact } from './chain/contract-artifacts.js'
export { type DevnetAccount, TEST_MNEMONIC } from './chain/derive-accounts.js'
export type { ChainContracts } from './chain/seed-chain.js'
export type { ChainConfig } from './chain/start-chain.js'
export { escapeMarkup } from './http/escape-markup.js'
export { createLogger as createDevnetLogger } from './logger.js'
export type { ProjectFeatures } from './registry/project-config.js'
export type { WalletListing } from './registry/wallet-listings.js'
export { type SecureSite, type SecureSiteOptions, startSecureSite } from './secure-site/start-secure-site.js'
export {
  DEFAULT_CHAINS,
  type Devnet,
  type DevnetChainInfo,
  type DevnetOptions,
  type DevnetUrls,
  startDevnet,
} from './start-devnet.js'
export {
  type BatchCallsWallet,
  type BatchCallsWalletOptions,
  createBatchCallsWallet,
} from './wallet/batch-calls-wallet.js'
