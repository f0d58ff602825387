export { ACCOUNT_LABELS } from './accountLabels.js'
export { createNonce } from './createNonce.js'
export { createSiwxMessage, type SiwxMessageOptions } from './createSiwxMessage.js'
export { formatSiwxMessage } from './formatSiwxMessage.js'
export { parseSiwxMessage } from './parseSiwxMessage.js'
export { isSiwxError, SiwxError, type SiwxRefusal } from './SiwxError.js'
export type {
  SiwxConfig,
  SiwxMessage,
  SiwxMessageRequest,
  SiwxSession,
  SiwxSessionKey,
  SiwxSessionStore,
  SiwxStoreTools,
} from './types.js'
