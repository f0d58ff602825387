// The relay's wallet side, for tests in other packages (`@sigil/devnet/relay-wallet`). It is not
// part of the main entry: plain Node cannot load the wallet SDK, and the demo server imports that.
export { MemoryStorage } from './memory-storage.js'
export { startTestWallet, type TestWallet, type TestWalletOptions } from './test-wallet.js'
