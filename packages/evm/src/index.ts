export type { SignTypedDataParameters } from './actions/signTypedData.js'
export { type SignedMessage, verifyEip155Signature } from './actions/verifyEip155Signature.js'
export type { AddEthereumChainParameter } from './chain/addChainParameters.js'
export { type FromViemChainOptions, fromViemChain } from './chain/fromViemChain.js'
export type { WalletAnnouncement, WalletInfo } from './discovery/announcement.js'
export { INJECTED_CONNECTOR_ID } from './discovery/connectorRegistry.js'
export type { DiscoveryWindow } from './discovery/discoveryWindow.js'
export type { Eip1193Provider, Eip1193RequestArguments } from './eip1193.js'
export { type EvmAdapter, type EvmAdapterOptions, evm } from './evmAdapter.js'
export {
  assertTransaction,
  type TransactionCheckInput,
  type TransactionKind,
  transactionKindOf,
} from './transaction/assertTransaction.js'
export {
  createEvmTransport,
  EVM_TRANSPORT_DEFAULTS,
  type EvmTransportOptions,
} from './transport/createEvmTransport.js'
