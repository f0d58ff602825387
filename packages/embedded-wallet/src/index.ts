export {
  createEmbeddedWallet,
  EMBEDDED_WALLET_VERSION,
  type EmbeddedWalletOptions,
  embeddedWallet,
} from './embeddedWallet.js'
export { FrameAbortError, FrameRequestError, FrameTimeoutError } from './frameErrors.js'
