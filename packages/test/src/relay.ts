export {
  MemoryStorage,
  startTestWallet,
  type TestWallet,
  type TestWalletOptions,
} from '@sigil/devnet/relay-wallet'
export { devnetEvmNetworks, startRelayWallet } from './relayTestBed.js'
