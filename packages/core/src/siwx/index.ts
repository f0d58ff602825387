export { ACCOUNT_LABELS } from './accountLabels.js'
export { checkSiwxSession, type SiwxExpectations } from './checkSiwxSession.js'
export { createNonce } from './createNonce.js'
export { type CreateSiwxOptions, createSiwx } from './createSiwx.js'
export { createSiwxMessage, type SiwxMessageOptions } from './createSiwxMessage.js'
export { formatSiwxMessage } from './formatSiwxMessage.js'
export { fromSiweConfig } from './fromSiweConfig.js'
export { parseSiwxMessage } from './parseSiwxMessage.js'
export { isSiwxError, SiwxError, type SiwxRefusal } from './SiwxError.js'
export {
  type BlockchainSessionStoreOptions,
  createBlockchainSessionStore,
} from './sessions/createBlockchainSessionStore.js'
export {
  createStorageSessionStore,
  type StorageSessionStoreOptions,
} from './sessions/createStorageSessionStore.js'
export type { SiweConfig, SiweCreateMessageArgs, SiweSession } from './siweConfig.js'
export type {
  SiwxAddContext,
  SiwxConfig,
  SiwxMessage,
  SiwxMessageRequest,
  SiwxSession,
  SiwxSessionKey,
  SiwxSessionStore,
  SiwxSignatureCheck,
  SiwxStoreTools,
} from './types.js'
export { type VerifySignatureOptions, verifySiwxSignature } from './verify/verifySiwxSignature.js'
