export type { EvmAdapter } from '../evmAdapter.js'
export { type WagmiAdapterOptions, wagmiAdapter } from './wagmiAdapter.js'
export type { WagmiConfig, WagmiConnectionLike, WagmiConnectorLike } from './wagmiConfig.js'
