export * from './activity/index.js'
export * from './adapter.js'
export * from './auth/index.js'
export * from './caip/index.js'
export * from './caip/types.js'
export * from './client/index.js'
export * from './connectors/index.js'
export * from './constants/index.js'
export * from './errors/chainErrors.js'
export * from './errors/index.js'
export * from './errors/rpcCodes.js'
export * from './features/index.js'
export * from './locale/index.js'
export * from './logger/index.js'
export * from './names/index.js'
export { approvalCalls } from './preview/approvalCalls.js'
export { type ApprovalGate, type ApprovalRequest, approvalGateOf } from './preview/approvalGate.js'
export type {
  BalanceChange,
  CallsPreview,
  PreviewAsset,
  PreviewCall,
  PreviewCallsParameters,
  PreviewFailure,
  PreviewFailureCode,
  PreviewFee,
} from './preview/callsPreview.js'
export * from './restrictions/timezones.js'
export * from './send/index.js'
export * from './sharedConnector.js'
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
} from './siwx/types.js'
export * from './storage/index.js'
export * from './validation/index.js'
