export type { EvmAdapter } from '../evmAdapter.js'
export { type WagmiAdapterOptions, wagmiAdapter } from './wagmiAdapter.js'
