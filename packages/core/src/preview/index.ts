export { approvalCalls } from './approvalCalls.js'
export type {
  BalanceChange,
  CallsPreview,
  PreviewAsset,
  PreviewCall,
  PreviewCallsParameters,
  PreviewFailure,
  PreviewFailureCode,
  PreviewFee,
} from './callsPreview.js'
export { type PreviewCallsErrorType, type PreviewCallsReturnType, previewCalls } from './previewCalls.js'
export { previewFailureCode } from './previewFailure.js'
