export {
  createEmbeddedWallet,
  EMBEDDED_WALLET_VERSION,
  type EmbeddedWalletOptions,
  embeddedWallet,
} from './embeddedWallet.js'
export { FrameAbortError, FrameRequestError, FrameTimeoutError } from './frameErrors.js'
export { APP_EVENTS, type AppEvent, parseFrameMessage } from './frameEvents.js'
export { createFrameTransport, type FrameTransport, type FrameTransportOptions } from './frameTransport.js'
export { frameUrl } from './frameUrl.js'
export { type FrameUser, parseFrameUser } from './frameUser.js'
